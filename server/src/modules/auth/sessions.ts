import { CompiledQuery, type InferResult, type Kysely } from 'kysely';
import { USER_STATUS } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { type Clock, isoIn, isoNow } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/ids';
import { isAdministrator } from '../users/policy';

export const SESSION_COOKIE = 'musubi_session';
/** A session ends after 14 days unused, and after 60 days whatever happens. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60_000;
/** The spec's auto sign-in window: a session of an account not yet confirmed ends 3 minutes after it began. */
export const UNCONFIRMED_SESSION_MS = 3 * 60_000;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60_000;

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: userId,
      createdAt: isoNow(clock),
      lastSeenAt: isoNow(clock),
      expiresAt: isoIn(clock, SESSION_ABSOLUTE_MS),
      userAgent: userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return token;
}

const sessionQuery = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id',
      'users.email',
      'users.status',
      'users.is_admin',
    ])
    .where('sessions.id', '=', id);
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];
const sessionSql = new WeakMap<Kysely<DB>, string>();

/**
 * The session and its user. Every request asks, and building and compiling the query cost more than running it,
 * so it is compiled once per database.
 */
async function findSession(db: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  let text = sessionSql.get(db);
  if (!text) sessionSql.set(db, (text = sessionQuery(db, id).compile().sql));
  const { rows } = await db.executeQuery(CompiledQuery.raw(text, [id]) as CompiledQuery<SessionRow>);
  return rows[0];
}

/** The viewer behind a cookie token, or null when the session is unknown, expired or the user suspended. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 100) return null;
  const id = sha256(token);
  const row = await findSession(deps.db, id);
  if (!row) return null;
  const now = deps.clock.now().getTime();
  const idleExpired = Date.parse(row.lastSeenAt) + SESSION_IDLE_MS < now;
  const autoSignInOver = row.status === USER_STATUS.unconfirmed && Date.parse(row.sessionCreatedAt) + UNCONFIRMED_SESSION_MS < now;
  if (idleExpired || autoSignInOver || Date.parse(row.expiresAt) < now || row.status === USER_STATUS.suspended) {
    await deps.db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (Date.parse(row.lastSeenAt) + TOUCH_EVERY_MS < now) {
    await deps.db.updateTable('sessions').set({ lastSeenAt: isoNow(deps.clock) }).where('id', '=', id).execute();
  }
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    isAdmin: isAdministrator(deps.config, row),
    sessionId: row.sessionId,
  };
}

export async function endSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, except `keep` when given (the one that changed the password). */
export async function endAllSessions(db: Kysely<DB>, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
