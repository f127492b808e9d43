import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
// algorithm 2 is Argon2id in @node-rs/argon2's (const) enum.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * What an undone e-mail change leaves as the password (decision 0255): no argon2 hash, so no password matches it,
 * and sign-in says a new one must be set.
 */
export const VOID_PASSWORD_HASH = '!void';

export const isPasswordVoid = (passwordHash: string) => passwordHash === VOID_PASSWORD_HASH;
