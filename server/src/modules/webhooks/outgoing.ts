import { readFileSync } from 'node:fs';
import type { Transaction } from 'kysely';
import { mentionWebhookSchema, MESSAGES, outgoingWebhookSchema, WEBHOOK_EVENTS, WEBHOOK_LIMITS, withMentions, type WebhookEvent } from '@musubi/shared';
import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { badInput, limitExceeded, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { numbersOf } from '../api';
import { type Message, onMessagesWritten } from '../messages';
import { requireViewer } from '../users';
import { postSigned, urlProblem } from './deliver';
import { requireWebhookAdmin } from './policy';
import * as repo from './repo';
import { randomBytes } from 'node:crypto';

/** What a room's admins see of an outgoing webhook: its token is shown once, when it is made. */
export interface OutgoingWebhook {
  id: string;
  room_id: string;
  user_id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

/** What its owner sees of an account's mention webhook: its token is shown once, when it is made. */
export interface MentionWebhook {
  id: string;
  url: string;
  createdAt: string;
}

/** A delivery as its log shows it. */
export type WebhookDelivery = Omit<repo.DeliveryRow, 'body' | 'lease_until' | 'webhook_id' | 'event_type'> & { event_type: WebhookEvent };

/** Seconds before each retry: a receiver that is down for a while gets the event once it is back (decision 0306). */
export const RETRY_AFTER_S = [30, 120, 600, 1_800, 7_200] as const;
/** How long a node holds a delivery it is attempting; another takes it over after. */
const LEASE_MS = 60_000;
/** How often a node looks for due deliveries when nothing woke it. */
const POLL_MS = 1_000;
const TIMEOUT_MS = 10_000;
const LOG_SIZE = 50;

const isEvent = (value: string): value is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(value);

const present = (row: repo.OutgoingWebhookRow & { room_id: string }): OutgoingWebhook => ({
  id: row.id,
  room_id: row.room_id,
  user_id: row.user_id,
  url: row.url,
  events: row.events.split(',').filter(isEvent),
  createdAt: row.createdAt,
});

/** A room's outgoing webhooks, newest first: the room's admins only. */
export async function listOutgoingWebhooks(deps: Deps, viewer: Viewer | null, roomId: unknown): Promise<OutgoingWebhook[]> {
  const { membership } = await requireWebhookAdmin(deps.db, viewer, roomId);
  return (await repo.listOutgoing(deps.db, membership.room_id)).flatMap((row) => (row.room_id ? [present({ ...row, room_id: row.room_id })] : []));
}

/**
 * Makes an outgoing webhook for a room (its admins only; the maker owns it: mention_to_me is about them, and the
 * delivery log is theirs). Its token, shown once, signs every body.
 */
export async function createOutgoingWebhook(deps: Deps, viewer: Viewer | null, input: unknown): Promise<{ webhook: OutgoingWebhook; token: string }> {
  const data = parseInput(outgoingWebhookSchema, input);
  const { viewer: me } = await requireWebhookAdmin(deps.db, viewer, data.room_id);
  if (urlProblem(data.url, deps.config.WEBHOOK_ALLOWED_HOSTS)) throw badInput(MESSAGES.webhookUrlInvalid, { field: 'url' });
  const token = randomBytes(32).toString('base64');
  const row = { id: newId(), room_id: data.room_id, user_id: me.id, url: data.url, token, events: data.events.join(','), createdAt: isoNow(deps.clock) };
  await deps.db.transaction().execute(async (trx) => {
    await requireWebhookAdmin(trx, viewer, data.room_id);
    if ((await repo.countOutgoing(trx, data.room_id)) >= WEBHOOK_LIMITS.perRoom) {
      throw limitExceeded(MESSAGES.webhookLimit(WEBHOOK_LIMITS.perRoom), { limit: 'webhooks', max: WEBHOOK_LIMITS.perRoom });
    }
    await repo.insertOutgoing(trx, row);
  });
  return { webhook: present(row), token };
}

/** Deletes an outgoing webhook and its log (its room's admins): nothing more is sent, pending retries included. */
export async function revokeOutgoingWebhook(deps: Deps, viewer: Viewer | null, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || id.length > 64) throw notFound();
  const row = await repo.findOutgoing(deps.db, id);
  // An account's mention webhook is its owner's alone to delete (revokeMentionWebhook).
  if (!row?.room_id) throw notFound();
  await requireWebhookAdmin(deps.db, viewer, row.room_id);
  await repo.deleteOutgoing(deps.db, id);
  return true;
}

const presentMention = (row: repo.OutgoingWebhookRow): MentionWebhook => ({ id: row.id, url: row.url, createdAt: row.createdAt });

/** The signed-in account's mention webhooks, newest first: nobody else's are ever listed. */
export async function listMentionWebhooks(deps: Deps, viewer: Viewer | null): Promise<MentionWebhook[]> {
  const me = requireViewer(viewer);
  return (await repo.listOfAccount(deps.db, me.id)).map(presentMention);
}

/**
 * Makes a mention webhook for the signed-in account (decision 0313): mention_to_me for every post that mentions
 * them in any room they are a member of. Its token, shown once, signs every body.
 */
export async function createMentionWebhook(deps: Deps, viewer: Viewer | null, input: unknown): Promise<{ webhook: MentionWebhook; token: string }> {
  const me = requireViewer(viewer);
  const data = parseInput(mentionWebhookSchema, input);
  if (urlProblem(data.url, deps.config.WEBHOOK_ALLOWED_HOSTS)) throw badInput(MESSAGES.webhookUrlInvalid, { field: 'url' });
  const token = randomBytes(32).toString('base64');
  const row: repo.OutgoingWebhookRow = { id: newId(), room_id: null, user_id: me.id, url: data.url, token, events: 'mention_to_me', createdAt: isoNow(deps.clock) };
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.countOfAccount(trx, me.id)) >= WEBHOOK_LIMITS.perAccount) {
      throw limitExceeded(MESSAGES.mentionWebhookLimit(WEBHOOK_LIMITS.perAccount), { limit: 'webhooks', max: WEBHOOK_LIMITS.perAccount });
    }
    await repo.insertOutgoing(trx, row);
  });
  return { webhook: presentMention(row), token };
}

/** Deletes one of the signed-in account's mention webhooks and its log; another's is not found. */
export async function revokeMentionWebhook(deps: Deps, viewer: Viewer | null, id: unknown): Promise<boolean> {
  const me = requireViewer(viewer);
  const row = typeof id === 'string' && id.length <= 64 ? await repo.findOutgoing(deps.db, id) : undefined;
  if (!row || row.room_id !== null || row.user_id !== me.id) throw notFound();
  await repo.deleteOutgoing(deps.db, row.id);
  return true;
}

/** A webhook's latest 50 deliveries, newest first: its owner's alone. */
export async function listWebhookDeliveries(deps: Deps, viewer: Viewer | null, webhookId: unknown): Promise<WebhookDelivery[]> {
  const me = requireViewer(viewer);
  const row = typeof webhookId === 'string' && webhookId.length <= 64 ? await repo.findOutgoing(deps.db, webhookId) : undefined;
  if (!row || row.user_id !== me.id) throw notFound();
  return (await repo.listDeliveries(deps.db, row.id, LOG_SIZE)).flatMap(({ body: _body, lease_until: _lease, webhook_id: _webhook, event_type, ...delivery }) =>
    isEvent(event_type) ? [{ ...delivery, event_type }] : [],
  );
}

const unixTime = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The message a post replies to: its author and its number in its room. */
type Replied = Map<string, { user_id: string; seq: number }>;

/** Whether a post mentions this account as Chatwork's mention_to_me means it: To, TO ALL or a reply, never one's own. */
const mentions = (message: Message, userId: string, replied: Replied) =>
  message.user_id !== userId &&
  (message.to_user_id === userId || Boolean(message.is_to_all) || (message.reply_message_id !== null && replied.get(message.reply_message_id)?.user_id === userId));

/** The events one written message makes for one webhook, in Chatwork's payload (without the event time). */
function eventsOf(
  webhook: repo.OutgoingWebhookRow,
  kind: 'created' | 'updated',
  message: Message,
  numbers: Map<string, number>,
  roomNumber: number,
  replied: Replied,
) {
  const events = new Set(webhook.events.split(','));
  const repliedTo = message.reply_message_id ? replied.get(message.reply_message_id) : undefined;
  const body = withMentions(message.content, {
    to: message.to_user_id ? (numbers.get(message.to_user_id) ?? null) : null,
    toAll: Boolean(message.is_to_all),
    reply: repliedTo ? { accountId: numbers.get(repliedTo.user_id) ?? 0, roomId: roomNumber, messageId: String(repliedTo.seq) } : null,
  });
  const common = { message_id: String(message.seq), room_id: roomNumber, body, send_time: unixTime(message.createdAt), update_time: message.editedAt ? unixTime(message.editedAt) : 0 };
  const made: Array<{ type: WebhookEvent; event: Record<string, unknown> }> = [];
  const type = kind === 'created' ? 'message_created' : 'message_updated';
  if (events.has(type)) made.push({ type, event: { ...common, account_id: numbers.get(message.user_id) ?? 0 } });
  if (kind === 'created' && events.has('mention_to_me') && mentions(message, webhook.user_id, replied)) {
    made.push({ type: 'mention_to_me', event: { from_account_id: numbers.get(message.user_id) ?? 0, to_account_id: numbers.get(webhook.user_id) ?? 0, ...common } });
  }
  return made;
}

/** The runners of this process, woken when a transaction that queued deliveries commits. */
const wakers = new Set<() => void>();

/**
 * In the transaction that posts or edits messages: each event every webhook of their rooms is owed is queued as a
 * delivery (its body fixed now), so it commits with the message or not at all; the runners wake after the commit.
 */
async function queueDeliveries(trx: Transaction<DB>, deps: Deps, kind: 'created' | 'updated', messages: readonly Message[]) {
  const roomIds = [...new Set(messages.map((m) => m.room_id))];
  const webhooks = await repo.webhooksOwed(trx, roomIds, kind === 'created');
  if (webhooks.length === 0) return;
  const replied: Replied = new Map(
    (await repo.repliedMessages(trx, [...new Set(messages.flatMap((m) => (m.reply_message_id ? [m.reply_message_id] : [])))])).map((m) => [m.id, { user_id: m.user_id, seq: Number(m.seq) }]),
  );
  const accounts = await numbersOf(trx, deps.clock, 'account', [
    ...new Set(
      messages
        .flatMap((m) => [m.user_id, ...(m.to_user_id ? [m.to_user_id] : [])])
        .concat(webhooks.map((w) => w.user_id))
        .concat([...replied.values()].map((r) => r.user_id)),
    ),
  ]);
  const rooms = await numbersOf(trx, deps.clock, 'room', [...new Set(webhooks.map((w) => w.for_room_id))]);
  const now = isoNow(deps.clock);
  const rows = messages.flatMap((message) =>
    webhooks
      .filter((webhook) => webhook.for_room_id === message.room_id)
      .flatMap((webhook) =>
        eventsOf(webhook, kind, message, accounts, rooms.get(message.room_id) ?? 0, replied).map(({ type, event }) => ({
          id: newId(),
          webhook_id: webhook.id,
          event_type: type,
          body: JSON.stringify({ webhook_setting_id: webhook.id, webhook_event_type: type, webhook_event_time: unixTime(now), webhook_event: event }),
          state: 'pending',
          next_attempt_at: now,
          createdAt: now,
        })),
      ),
  );
  if (rows.length === 0) return;
  await repo.insertDeliveries(trx, rows);
  await afterCommit(trx, () => {
    for (const wake of wakers) wake();
    return Promise.resolve();
  });
}

onMessagesWritten(queueDeliveries);

/** One attempt at one claimed delivery: done on a 2xx, else retried after the next backoff, failed after the last. */
async function attempt(deps: Deps, job: NonNullable<Awaited<ReturnType<typeof repo.claimDue>>>, ca: string | undefined) {
  const result = await postSigned({ url: job.url, body: job.body, token: job.token, allowedHosts: deps.config.WEBHOOK_ALLOWED_HOSTS, ca, timeoutMs: TIMEOUT_MS });
  const attempts = job.attempts + 1;
  const now = isoNow(deps.clock);
  if (!result.error) return repo.finishDelivery(deps.db, job.id, { state: 'done', attempts, response_status: result.status, error: null, deliveredAt: now });
  const wait = RETRY_AFTER_S[attempts - 1];
  await repo.finishDelivery(deps.db, job.id, {
    state: wait === undefined ? 'failed' : 'pending',
    attempts,
    response_status: result.status,
    error: result.error.slice(0, 500),
    ...(wait === undefined ? {} : { next_attempt_at: isoIn(deps.clock, wait * 1000) }),
  });
}

/**
 * This node's delivery runner: takes due deliveries one at a time under a lease (so several nodes share the work and
 * a restart resumes it: the jobs are rows), woken after a commit that queued some and every second otherwise.
 * Answers a stop that waits for the attempt in hand.
 */
export function startDeliveries(deps: Deps): () => Promise<void> {
  const ca = deps.config.WEBHOOK_CA_FILE ? readFileSync(deps.config.WEBHOOK_CA_FILE, 'utf8') : undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let work: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const job = await repo.claimDue(deps.db, isoNow(deps.clock), isoIn(deps.clock, LEASE_MS));
        if (job === undefined) break;
        if (job) await attempt(deps, job, ca);
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (work) {
      again = true;
      return;
    }
    clearTimeout(timer);
    work = run()
      .catch((error: unknown) => deps.log.error({ err: error }, 'webhook deliveries failed'))
      .finally(() => {
        work = null;
        if (!stopped) timer = setTimeout(wake, POLL_MS).unref();
      });
  };
  wakers.add(wake);
  timer = setTimeout(wake, 0).unref();
  return async () => {
    stopped = true;
    wakers.delete(wake);
    clearTimeout(timer);
    await work;
  };
}
