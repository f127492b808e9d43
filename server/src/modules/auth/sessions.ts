import type { Kysely } from 'kysely';
import { USER_STATUS } from '@musubi/shared';
import { prepared } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { type Clock, isoIn, isoNow } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/ids';
import { isAdministrator } from '../users';
import { isEnforced, REQUIREMENT_ID } from './requirement';

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
  address?: string,
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
      address: address?.slice(0, 64) ?? null,
    })
    .execute();
  return token;
}

/** The session and its user, which every request asks for. */
const sessionRows = prepared((db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    // Whether the account must set two-step verification up (decision 0300), read with the session.
    .leftJoin('totp_factors', 'totp_factors.user_id', 'users.id')
    .leftJoin('two_step_requirement', (join) => join.on('two_step_requirement.id', '=', REQUIREMENT_ID))
    .select([
      'sessions.id as sessionId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id',
      'users.email',
      'users.status',
      'users.is_admin',
      'users.language',
      'totp_factors.confirmedAt as totpConfirmedAt',
      'two_step_requirement.required as twoStepRequired',
      'two_step_requirement.enforcedAt as twoStepEnforcedAt',
    ])
    .where('sessions.id', '=', id),
);
const findSession = async (db: Kysely<DB>, id: string) => (await sessionRows(db, id))[0];

/** The viewer behind a cookie token, or null when the session is unknown, expired or the user suspended. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<Viewer | null> {
  return (await checkSession(deps, token)).viewer;
}

/** A live session and when it expires unless used again, or why there is none. */
export type SessionCheck = { viewer: Viewer; endsAt: number } | { viewer: null; reason: SessionEndReason };

/**
 * The viewer behind a cookie token and the moment the session expires unless used again (a socket is closed
 * then). An expired or suspended session is deleted here, and its sockets closed.
 */
export async function checkSession(deps: Deps, token: string | undefined): Promise<SessionCheck> {
  if (!token || token.length > 100) return { viewer: null, reason: 'signed_out' };
  return checkSessionId(deps, sha256(token));
}

/** checkSession by the session's id (the token's hash), as a socket holds it. */
export async function checkSessionId(deps: Deps, id: string): Promise<SessionCheck> {
  const row = await findSession(deps.db, id);
  if (!row) return { viewer: null, reason: 'signed_out' };
  const now = deps.clock.now().getTime();
  // An unconfirmed account's session lasts only the spec's auto sign-in window.
  const autoSignInEnds =
    row.status === USER_STATUS.unconfirmed ? Date.parse(row.sessionCreatedAt) + UNCONFIRMED_SESSION_MS : Infinity;
  const endsAt = Math.min(Date.parse(row.lastSeenAt) + SESSION_IDLE_MS, Date.parse(row.expiresAt), autoSignInEnds);
  // Past the grace period, a session of an account without two-step verification ends: signing in again leads to
  // setting it up, and to nothing else.
  const setupForced =
    row.status === USER_STATUS.active && !row.totpConfirmedAt && isEnforced({ required: row.twoStepRequired, enforcedAt: row.twoStepEnforcedAt }, deps.clock.now());
  if (endsAt < now || row.status === USER_STATUS.suspended || setupForced) {
    const reason = row.status === USER_STATUS.suspended ? 'suspended' : setupForced ? 'two_step_required' : 'expired';
    await deps.db.deleteFrom('sessions').where('id', '=', id).execute();
    await announceSessionsEnded(deps, { userId: row.id, sessionIds: [id], reason });
    return { viewer: null, reason };
  }
  let lastSeen = Date.parse(row.lastSeenAt);
  if (lastSeen + TOUCH_EVERY_MS < now) {
    await deps.db.updateTable('sessions').set({ lastSeenAt: isoNow(deps.clock) }).where('id', '=', id).execute();
    lastSeen = now;
  }
  return {
    viewer: {
      id: row.id,
      email: row.email,
      status: row.status,
      isAdmin: isAdministrator(deps.config, row),
      sessionId: row.sessionId,
      language: row.language,
    },
    endsAt: Math.min(lastSeen + SESSION_IDLE_MS, Date.parse(row.expiresAt), autoSignInEnds),
  };
}

/** Existing sessions among these ids: a node checks now and then that its sockets' sessions still exist. */
export async function existingSessions(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Why sessions ended; the page is told it as the reason its socket was closed. */
export type SessionEndReason =
  | 'signed_out'
  | 'signed_out_everywhere'
  | 'password_changed'
  | 'password_reset'
  | 'email_changed'
  | 'email_change_undone'
  | 'suspended'
  | 'expired'
  | 'ended_from_devices'
  | 'two_step_required';

export interface SessionsEnded {
  userId: string;
  sessionIds: string[];
  reason: SessionEndReason;
  /** The page that changed the password ended its session too, for a new one: its sockets carry on with that. */
  carriedOver?: { from: string; to: string };
}

/** The bus topic every node hears: the sessions listed there lose their sockets (graphql/sockets.ts). */
export const SESSIONS_ENDED_TOPIC = 'sessions:ended';

/** Ends one session; answers the ids ended (none when it was already gone). */
export async function endSession(db: Kysely<DB>, sessionId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('id', '=', sessionId).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Ends every session of a user, except `keep` when given; answers the ids ended. */
export async function endAllSessions(db: Kysely<DB>, userId: string, keep?: string): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Closes the sockets of ended sessions on every node. Call it after the transaction that deleted them commits:
 * the sockets close as the message arrives, and events published after it are never delivered to them.
 */
export async function announceSessionsEnded(deps: Pick<Deps, 'pubsub'>, ended: SessionsEnded): Promise<void> {
  if (ended.sessionIds.length === 0) return;
  await deps.pubsub.publish(SESSIONS_ENDED_TOPIC, ended);
}

/**
 * Ends every session of the user (but `keep`) and closes their sockets: the one call for a path outside a
 * transaction of its own. Inside one, call endAllSessions there and announceSessionsEnded after the commit.
 */
export async function endUserSessions(deps: Deps, userId: string, reason: SessionEndReason, keep?: string): Promise<void> {
  const sessionIds = await endAllSessions(deps.db, userId, keep);
  await announceSessionsEnded(deps, { userId, sessionIds, reason });
}
