import { API_LIMITS, apiTokenSchema, MESSAGES, USER_STATUS, type ApiTokenScope } from '@musubi/shared';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError, badInput, forbidden, limitExceeded, notFound, parseInput } from '../../lib/errors';
import { newId, newToken, sha256 } from '../../lib/ids';
import { recordAudit } from '../admin';
import { isAdministrator, onCredentialsRevoked, requireAdmin, requireViewer } from '../users';
import { isScope } from './policy';
import * as repo from './repo';

/** What the settings page shows of a token: never the secret, which is shown once when it is made. */
export interface ApiToken {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Every token starts so, so that a leaked one is recognisable (and findable by secret scanners). */
export const TOKEN_PREFIX = 'musubi_';
/** lastUsedAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

// A new password or a suspension ends the account's tokens, in the transaction that makes the change.
onCredentialsRevoked((db, userId) => repo.deleteUserTokens(db, userId));

const present = (row: repo.ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: isScope(row.scope) ? row.scope : 'read',
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/** The caller's tokens, newest first. */
export async function listApiTokens(deps: Deps, viewer: Viewer | null): Promise<ApiToken[]> {
  const me = requireViewer(viewer);
  return (await repo.listTokens(deps.db, me.id)).map(present);
}

/** Makes a token; its secret is in this answer only (only its hash is kept). */
export async function createApiToken(deps: Deps, viewer: Viewer | null, input: unknown): Promise<{ token: ApiToken; secret: string }> {
  const me = requireViewer(viewer);
  const data = parseInput(apiTokenSchema, input);
  const secret = `${TOKEN_PREFIX}${newToken()}`;
  const row: repo.ApiTokenRow = {
    id: newId(),
    user_id: me.id,
    name: data.name,
    scope: data.scope,
    token_hash: sha256(secret),
    createdAt: isoNow(deps.clock),
    lastUsedAt: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.countTokens(trx, me.id)) >= API_LIMITS.tokensPerUser) {
      throw limitExceeded(MESSAGES.apiTokenLimit(API_LIMITS.tokensPerUser), { limit: 'apiTokens', max: API_LIMITS.tokensPerUser });
    }
    await repo.insertToken(trx, row);
  });
  return { token: present(row), secret };
}

/** Deletes one of the caller's tokens at once; another's (or none) is NOT_FOUND. */
export async function revokeApiToken(deps: Deps, viewer: Viewer | null, id: unknown): Promise<boolean> {
  const me = requireViewer(viewer);
  if (typeof id !== 'string' || id.length > 64) throw notFound();
  if (!(await repo.deleteToken(deps.db, me.id, id))) throw notFound();
  return true;
}

/** Whether the instance's API answers; every signed-in user may know (the settings page says so). */
export async function apiSettings(deps: Deps, viewer: Viewer | null): Promise<{ enabled: boolean }> {
  requireViewer(viewer);
  return { enabled: !(await repo.isApiDisabled(deps.db)) };
}

/** An administrator turns the API on or off for the whole instance; recorded in the audit log. */
export async function updateApiSettings(deps: Deps, viewer: Viewer | null, enabled: unknown): Promise<{ enabled: boolean }> {
  const admin = requireAdmin(viewer);
  if (typeof enabled !== 'boolean') throw badInput(MESSAGES.invalidFormat, { field: 'enabled' });
  await deps.db.transaction().execute(async (trx) => {
    await repo.setApiDisabled(trx, !enabled, admin.id, isoNow(deps.clock));
    await recordAudit(trx, deps, admin, { action: 'api.settings', detail: { enabled } });
  });
  return { enabled };
}

/** The account and scope behind a /v2 request's token. */
export interface TokenViewer {
  viewer: Viewer;
  scope: ApiTokenScope;
  tokenId: string;
}

const invalidToken = () => new AppError('UNAUTHENTICATED', MESSAGES.apiTokenInvalid);

/**
 * The viewer behind an API token, or UNAUTHENTICATED when it is unknown or revoked, or its account suspended or
 * not confirmed; FORBIDDEN while an administrator has turned the API off.
 */
export async function authenticateToken(deps: Deps, secret: string | undefined): Promise<TokenViewer> {
  if (await repo.isApiDisabled(deps.db)) throw forbidden(MESSAGES.apiDisabled);
  if (!secret || secret.length > 200) throw invalidToken();
  const row = await repo.findTokenByHash(deps.db, sha256(secret));
  if (!row || row.status !== USER_STATUS.active || !isScope(row.scope)) throw invalidToken();
  const now = deps.clock.now().getTime();
  if (!row.lastUsedAt || Date.parse(row.lastUsedAt) + TOUCH_EVERY_MS <= now) await repo.touchToken(deps.db, row.tokenId, isoNow(deps.clock));
  return {
    viewer: { id: row.id, email: row.email, status: row.status, isAdmin: isAdministrator(deps.config, row), sessionId: `api:${row.tokenId}`, language: row.language },
    scope: row.scope,
    tokenId: row.tokenId,
  };
}
