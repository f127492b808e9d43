import { DEFAULT_LANGUAGE, incomingWebhookSchema, MESSAGES, ROOM_ROLE, USER_STATUS, WEBHOOK_LIMITS } from '@musubi/shared';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError, badInput, forbidden, limitExceeded, notFound, parseInput } from '../../lib/errors';
import { newId, newToken, sha256 } from '../../lib/ids';
import { VOID_PASSWORD_HASH } from '../auth';
import { setAccountPicture } from '../avatars';
import { postInTransaction } from '../messages';
import { addMembership, findMembership, removeMembership } from '../rooms';
import { createAccount } from '../users';
import { requireWebhookAdmin } from './policy';
import * as repo from './repo';
import { slackPayloadToContent } from './slack';

/** What a room's admins see of a webhook: never its secret, which is in its URL, shown once when it is made. */
export interface IncomingWebhook {
  id: string;
  room_id: string;
  name: string;
  bot_user_id: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Its bot's picture (a path under /api/avatars/), shown beside its posts; null when none. */
  image: string | null;
}

/** Where a webhook's URL points: its secret is the last part. */
export const WEBHOOK_PATH = '/api/hooks/';
/** Where a bot's account gets its address: a domain that can never receive mail (RFC 2606). */
const BOT_DOMAIN = 'webhooks.invalid';

const present = (row: repo.IncomingWebhookRow & { image: string | null }): IncomingWebhook => ({
  id: row.id,
  room_id: row.room_id,
  name: row.name,
  bot_user_id: row.bot_user_id,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  image: row.image,
});

/** A room's webhooks, newest first: the room's admins only. */
export async function listIncomingWebhooks(deps: Deps, viewer: Viewer | null, roomId: unknown): Promise<IncomingWebhook[]> {
  const { membership } = await requireWebhookAdmin(deps.db, viewer, roomId);
  return (await repo.listWebhooks(deps.db, membership.room_id)).map(present);
}

/**
 * Makes a webhook for a room (its admins only): a bot account named after it, made a member who may post, and a
 * secret URL, in this answer only (only the secret's SHA-256 is kept).
 */
export async function createIncomingWebhook(deps: Deps, viewer: Viewer | null, input: unknown): Promise<{ webhook: IncomingWebhook; url: string }> {
  const data = parseInput(incomingWebhookSchema, input);
  const { viewer: me } = await requireWebhookAdmin(deps.db, viewer, data.room_id);
  const secret = newToken();
  const now = isoNow(deps.clock);
  const row: repo.IncomingWebhookRow = {
    id: newId(),
    room_id: data.room_id,
    bot_user_id: newId(),
    name: data.name,
    token_hash: sha256(secret),
    created_user_id: me.id,
    createdAt: now,
    lastUsedAt: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    // Asked again inside the transaction: a removal between the check and the write leaves nothing made.
    await requireWebhookAdmin(trx, viewer, data.room_id);
    if ((await repo.countWebhooks(trx, data.room_id)) >= WEBHOOK_LIMITS.perRoom) {
      throw limitExceeded(MESSAGES.webhookLimit(WEBHOOK_LIMITS.perRoom), { limit: 'webhooks', max: WEBHOOK_LIMITS.perRoom });
    }
    await createAccount(trx, {
      id: row.bot_user_id,
      email: `bot-${row.bot_user_id}@${BOT_DOMAIN}`,
      password_hash: VOID_PASSWORD_HASH,
      name: data.name,
      status: USER_STATUS.unconfirmed,
      is_bot: 1,
      isFirstLogin: 0,
      createdAt: now,
      updatedAt: now,
    });
    await addMembership(trx, deps, data.room_id, row.bot_user_id, ROOM_ROLE.user);
    await repo.insertWebhook(trx, row);
  });
  return { webhook: present({ ...row, image: null }), url: `${deps.config.publicUrl}${WEBHOOK_PATH}${secret}` };
}

/** Deletes a webhook (its room's admins only): its URL is refused at once and its bot leaves the room. */
export async function revokeIncomingWebhook(deps: Deps, viewer: Viewer | null, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || id.length > 64) throw notFound();
  const found = await repo.findWebhook(deps.db, id);
  if (!found) throw notFound();
  await requireWebhookAdmin(deps.db, viewer, found.room_id);
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findWebhook(trx, id);
    if (!row) throw notFound();
    await repo.deleteWebhook(trx, id);
    await removeMembership(trx, deps, row.room_id, row.bot_user_id);
  });
  return true;
}

/** An incoming webhook's picture, its bot's (its room's admins only): replaced by the upload, or removed (null). */
export async function setIncomingWebhookPicture(deps: Deps, viewer: Viewer | null, id: unknown, upload: Buffer | null): Promise<string | null> {
  const webhook = typeof id === 'string' && id.length <= 64 ? await repo.findWebhook(deps.db, id) : undefined;
  if (!webhook) throw notFound();
  await requireWebhookAdmin(deps.db, viewer, webhook.room_id);
  return setAccountPicture(deps, webhook.bot_user_id, upload);
}

/** The webhook behind a URL's secret, or NOT_FOUND. */
export async function findWebhookBySecret(deps: Deps, secret: string): Promise<repo.IncomingWebhookRow> {
  const row = secret.length >= 20 && secret.length <= 200 ? await repo.findWebhookByHash(deps.db, sha256(secret)) : undefined;
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.webhookInvalid);
  return row;
}

/**
 * Posts a Slack payload as the webhook's bot, by the same checks, counts and live events as any post: the bot must
 * still be a member who may post (an admin who removed it, or made it view-only, stopped the webhook).
 */
export async function postToWebhook(deps: Deps, webhook: repo.IncomingWebhookRow, payload: unknown) {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw badInput(MESSAGES.webhookPayloadInvalid);
  const content = slackPayloadToContent(payload as Record<string, unknown>, webhook.name);
  if (!content) throw badInput(MESSAGES.webhookEmpty, { field: 'text' });
  const bot: Viewer = { id: webhook.bot_user_id, email: '', status: USER_STATUS.unconfirmed, isAdmin: false, sessionId: `hook:${webhook.id}`, language: DEFAULT_LANGUAGE };
  return deps.db.transaction().execute(async (trx) => {
    if (!(await findMembership(trx, webhook.bot_user_id, webhook.room_id))) throw forbidden(MESSAGES.webhookBotRemoved);
    await repo.touchWebhook(trx, webhook.id, isoNow(deps.clock));
    return postInTransaction(trx, deps, bot, { room_id: webhook.room_id, content });
  });
}
