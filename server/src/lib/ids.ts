import { createHash, randomBytes, randomInt } from 'node:crypto';
import { v7 } from 'uuid';
import { VERIFICATION_CODE } from '@musubi/shared';

/** Time-ordered UUIDv7 strings: index-friendly and sortable by creation. */
export const newId = (): string => v7();

/** An opaque secret token: 32 random bytes (256 bits), URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit verification code, 100000 to 999999 (spec section 9). */
export const newVerificationCode = (): string =>
  String(randomInt(VERIFICATION_CODE.min, VERIFICATION_CODE.max + 1));

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** An unguessable code from [A-Za-z0-9_-]: 12 characters carry 72 bits. */
export function newPublicCode(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += CODE_ALPHABET[byte & 63];
  return out;
}
