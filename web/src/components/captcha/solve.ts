/** An ALTCHA v1 challenge as captchaChallenge returns it. */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

const DEFAULT_MAX_NUMBER = 1_000_000;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Finds the number whose SHA-256 of salt + number is the challenge; null when none up to maxnumber. */
export async function findNumber(challenge: Challenge): Promise<number | null> {
  if (challenge.algorithm !== 'SHA-256') return null;
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let number = 0; number <= max; number += 1) {
    if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) return number;
  }
  return null;
}

/** The payload the server verifies: base64 of the JSON solution. */
export function encodePayload(challenge: Challenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
