import { CONTACT_REQUEST_STATUS, MESSAGES, NOTIFICATION_TYPE, USER_STATUS, rules } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { STORED_LANGUAGE } from '../../lib/language';
import { AppError, badInput, conflict, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit, toPage } from '../../lib/paging';
import { closeDirectRoom, openDirectRoom } from '../rooms';
import { findUserByEmail, findUserById, requireViewer, type UserRow } from '../users';
import { insertNotifications, type Notification, publishNotifications, readNoticesDone } from '../notifications';
import { assertCanAddContact } from './limits';
import { requireSelfOrAdmin } from './policy';
import {
  areContacts,
  type ContactRequestRow,
  type Db,
  displayName,
  findPendingRequest,
  olderThan,
} from './repo';

const idSchema = z.object({ id: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(64) });

const createSchema = z
  .object({ email: rules.email().nullish(), user_id: z.string().max(64).nullish() })
  .refine((input) => input.email || input.user_id, { message: MESSAGES.required, path: ['email'] });

/** Where a contact request's notice takes its addressee: the requests waiting for an answer. */
const CONTACT_REQUESTS_LINK = '/room?contactRequests=1';

/**
 * Checks that `from` may ask `to` to connect, then stores the pending request and tells `to`.
 * Runs inside the caller's transaction; refuses yourself, an existing contact and a request either way.
 */
export async function openContactRequest(
  trx: Db,
  deps: Pick<Deps, 'clock'>,
  from: Pick<UserRow, 'id' | 'name'>,
  to: Pick<UserRow, 'id' | 'email'>,
): Promise<{ request: ContactRequestRow; notifications: Notification[] }> {
  if (from.id === to.id) throw badInput(MESSAGES.contactRequestToSelf);
  if (await areContacts(trx, from.id, to.id)) throw conflict(MESSAGES.alreadyContact);
  if (await findPendingRequest(trx, from.id, to.id)) throw conflict(MESSAGES.contactRequestDuplicate);
  if (await findPendingRequest(trx, to.id, from.id)) throw conflict(MESSAGES.contactRequestIncoming);
  await assertCanAddContact(trx, deps.clock, from.id);
  const now = isoNow(deps.clock);
  const request: ContactRequestRow = {
    id: newId(),
    email: to.email,
    status: CONTACT_REQUEST_STATUS.pending,
    request_user_id: from.id,
    user_id: to.id,
    createdAt: now,
    updatedAt: now,
  };
  await trx.insertInto('contact_requests').values(request).execute();
  const notifications = await insertNotifications(trx, deps, [
    {
      user_id: to.id,
      type: NOTIFICATION_TYPE.account,
      content: MESSAGES.contactRequestNotice(displayName(from, STORED_LANGUAGE)),
      link: CONTACT_REQUESTS_LINK,
      user_created_id: from.id,
    },
  ]);
  return { request, notifications };
}

/** A second request for the same pair that lost the race to the unique index reads as the duplicate it is. */
async function asDuplicate<T>(deps: Deps, fromId: string, toId: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) && toId && (await findPendingRequest(deps.db, fromId, toId))) {
      throw conflict(MESSAGES.contactRequestDuplicate);
    }
    throw error;
  }
}

/** customCreateContactRequest: by e-mail address or user id. */
export async function createContactRequest(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(createSchema, input);
  const target = data.user_id ? await findUserById(deps.db, data.user_id) : await findUserByEmail(deps.db, data.email!);
  if (!target || target.status === USER_STATUS.suspended) {
    if (data.user_id) throw notFound();
    throw badInput(MESSAGES.inviteNoAccount, { field: 'email' });
  }
  const sender = (await findUserById(deps.db, me.id))!;
  const { request, notifications } = await asDuplicate(deps, me.id, target.id, () =>
    deps.db.transaction().execute((trx) => openContactRequest(trx, deps, sender, target)),
  );
  await publishNotifications(deps, notifications);
  return request;
}

const listSchema = z.object({
  direction: z.enum(['received', 'sent']).nullish(),
  status: z.number().int().min(0).max(2).nullish(),
});

/** The signed-in user's requests: received (default) or sent, pending unless a status is given; newest first. */
export async function listContactRequests(
  deps: Deps,
  viewer: Viewer | null,
  args: { filter?: { direction?: string | null; status?: number | null } | null; limit?: number | null; nextToken?: string | null },
) {
  const me = requireViewer(viewer);
  const filter = parseInput(listSchema, args.filter ?? {});
  const limit = pageLimit(args.limit);
  const side = filter.direction === 'sent' ? 'request_user_id' : 'user_id';
  let query = deps.db
    .selectFrom('contact_requests')
    .selectAll()
    .where(side, '=', me.id)
    .where('status', '=', filter.status ?? CONTACT_REQUEST_STATUS.pending);
  const position = olderThan(args.nextToken, 'contact_requests');
  if (position) query = query.where(position);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.createdAt, row.id]);
}

const MAX_PENDING_LIST = 500;

/** getListContactRequestByUser: the pending requests a user received, newest first. */
export async function pendingRequestsFor(deps: Deps, viewer: Viewer | null, userId: string | null | undefined) {
  const me = requireSelfOrAdmin(viewer, userId);
  return deps.db
    .selectFrom('contact_requests')
    .selectAll()
    .where('user_id', '=', userId ?? me.id)
    .where('status', '=', CONTACT_REQUEST_STATUS.pending)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PENDING_LIST)
    .execute();
}

/** getCountContactRequestByUser: how many requests wait for the user's answer (the badge). */
export async function countPendingRequestsFor(deps: Deps, viewer: Viewer | null, userId: string | null | undefined) {
  const me = requireSelfOrAdmin(viewer, userId);
  const row = await deps.db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId ?? me.id)
    .where('status', '=', CONTACT_REQUEST_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * acceptRequestContact: only the addressee accepts. Both users gain each other as contacts (within both
 * plans' limits), their direct room opens, and the requester is told.
 */
export async function acceptContactRequest(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { id } = parseInput(idSchema, input);
  const result = await deps.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', me.id)
      .where('status', '=', CONTACT_REQUEST_STATUS.pending)
      .executeTakeFirst();
    if (!request) throw notFound();
    await assertCanAddContact(trx, deps.clock, me.id);
    await assertCanAddContact(trx, deps.clock, request.request_user_id);
    const now = isoNow(deps.clock);
    const accepted = await trx
      .updateTable('contact_requests')
      .set({ status: CONTACT_REQUEST_STATUS.accepted, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', CONTACT_REQUEST_STATUS.pending)
      .executeTakeFirst();
    if (Number(accepted.numUpdatedRows) !== 1) throw notFound();
    await trx
      .insertInto('contacts')
      .values([
        { user_id: me.id, contact_user_id: request.request_user_id, createdAt: now },
        { user_id: request.request_user_id, contact_user_id: me.id, createdAt: now },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'contact_user_id']).doNothing())
      .execute();
    await openDirectRoom(trx, deps, [request.request_user_id, me.id], me.id);
    const accepter = await findUserById(trx, me.id);
    const notifications = await insertNotifications(trx, deps, [
      {
        user_id: request.request_user_id,
        type: NOTIFICATION_TYPE.account,
        content: MESSAGES.contactAcceptedNotice(displayName(accepter, STORED_LANGUAGE)),
        link: '/room',
        user_created_id: me.id,
      },
    ]);
    // The request's own notice asked for this answer: it is done.
    const answered = await readNoticesDone(trx, deps, me.id, { link: CONTACT_REQUESTS_LINK, fromUserId: request.request_user_id });
    return { request: { ...request, status: CONTACT_REQUEST_STATUS.accepted, updatedAt: now }, notifications: [...notifications, ...answered] };
  });
  await publishNotifications(deps, result.notifications);
  return result.request;
}

/**
 * customDeleteContactRequest: the requester cancels or the addressee declines. A decline is silent: the
 * requester gets no notification, the request simply is no longer pending.
 */
export async function deleteContactRequest(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { id } = parseInput(idSchema, input);
  const answered = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('contact_requests')
      .where('id', '=', id)
      .where('status', '=', CONTACT_REQUEST_STATUS.pending)
      .where((eb) => eb.or([eb('request_user_id', '=', me.id), eb('user_id', '=', me.id)]))
      .returning(['request_user_id', 'user_id'])
      .executeTakeFirst();
    if (!deleted) throw notFound();
    // Declined or withdrawn, the request asks the addressee nothing more: its notice is done.
    return deleted.user_id
      ? readNoticesDone(trx, deps, deleted.user_id, { link: CONTACT_REQUESTS_LINK, fromUserId: deleted.request_user_id })
      : [];
  });
  await publishNotifications(deps, answered);
  return id;
}

const userIdSchema = z.object({
  user_id: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(64),
});

/**
 * removeContact: ends the connection both ways. Their direct room and its history stay, read-only: both become
 * viewers of it until they are contacts again (decision 0141).
 */
export async function removeContact(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { user_id } = parseInput(userIdSchema, input);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('contacts')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', me.id), eb('contact_user_id', '=', user_id)]),
          eb.and([eb('user_id', '=', user_id), eb('contact_user_id', '=', me.id)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await closeDirectRoom(trx, deps, [me.id, user_id]);
    return true;
  });
  if (!removed) throw notFound();
  return true;
}

/** The signed-in user's contacts, newest first. */
export async function listContacts(deps: Deps, viewer: Viewer | null, args: { limit?: number | null; nextToken?: string | null }) {
  const me = requireViewer(viewer);
  const limit = pageLimit(args.limit);
  let query = deps.db
    .selectFrom('contacts')
    .innerJoin('users', 'users.id', 'contacts.contact_user_id')
    .selectAll('users')
    .select('contacts.createdAt as contactSince')
    .where('contacts.user_id', '=', me.id);
  const position = olderThan(args.nextToken, 'contacts', 'contacts.contact_user_id');
  if (position) query = query.where(position);
  const rows = await query.orderBy('contacts.createdAt', 'desc').orderBy('contacts.contact_user_id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.contactSince, row.id]);
}
