import { DEFAULT_LANGUAGE, INVITE_TYPE, LIMITS, MESSAGES, NOTIFICATION_TYPE, ROOM_ROLE, USER_STATUS, rules } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId, newToken, sha256 } from '../../lib/ids';
import { STORED_LANGUAGE } from '../../lib/language';
import { pageLimit, toPage } from '../../lib/paging';
import { spendMailBudget } from '../../infra/mail/limits';
import { inviteMailTemplates } from '../../infra/mail/templates';
import {
  addMembership,
  findMembership,
  mayInviteWithRole,
  onMembershipChange,
  requireRoomAccess,
  roleAllows,
} from '../rooms';
import { findUserByEmail, findUserById, requireViewer } from '../users';
import { insertNotifications, type Notification, publishNotifications } from '../notifications';
import { openContactRequest } from './contacts';
import { assertCanAddContact } from './limits';
import { mayWithdrawInvite } from './policy';
import {
  areContacts,
  type ContactRequestRow,
  type Db,
  displayName,
  findMembershipRow,
  findPendingRequest,
  findRoom,
  type InviteRow,
  olderThan,
  type UserRoomRow,
} from './repo';

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

const CONTACT_TYPES: number[] = [INVITE_TYPE.addContactNotExist, INVITE_TYPE.addContactExist, INVITE_TYPE.addContactExternal];

const createSchema = z.object({
  type: z.number({ error: MESSAGES.inviteType }).int().min(1, { message: MESSAGES.inviteType }).max(4, { message: MESSAGES.inviteType }),
  email: rules.email(),
  room_id: z.string().max(64).nullish(),
  role: z.number().int().min(ROOM_ROLE.view).max(ROOM_ROLE.admin).nullish(),
  route: rules.optional(LIMITS.longText),
});

/** What the mail link opens: sign-in for an existing account, sign-up otherwise; both carry the token. */
const inviteLink = (deps: Deps, token: string, hasAccount: boolean) =>
  `${deps.config.publicUrl}/auth/${hasAccount ? 'login' : 'signup'}?invite=${encodeURIComponent(token)}`;

/**
 * createInviteByEmail. joinRoom (1): a room admin invites an address to the room with a role. addContactNotExist
 * (2): the address has no account yet. addContactExist (3): it has one; the contact request is opened now.
 * addContactExternal (4): an address from outside, with or without an account. Each invite mails a
 * single-use link that expires; a newer invite for the same address and purpose replaces the older link.
 */
export async function createInvite(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(createSchema, input);
  const inviter = (await findUserById(deps.db, me.id))!;
  const invitee = await findUserByEmail(deps.db, data.email);
  const hasAccount = !!invitee && invitee.status !== USER_STATUS.suspended;
  let roomName = '';
  if (data.type === INVITE_TYPE.joinRoom) {
    if (!data.room_id) throw badInput(MESSAGES.inviteRoomRequired, { field: 'room_id' });
    const { membership } = await requireRoomAccess(deps.db, viewer, data.room_id, 'manageMembers');
    if (!mayInviteWithRole(membership, data.role ?? ROOM_ROLE.user)) throw forbidden(MESSAGES.inviteRoleTooHigh);
    const room = (await findRoom(deps.db, data.room_id))!;
    roomName = room.name;
    if (invitee && (await findMembershipRow(deps.db, invitee.id, room.id))) throw conflict(MESSAGES.memberExists);
  } else {
    if (data.email === inviter.email) throw badInput(MESSAGES.contactRequestToSelf, { field: 'email' });
    if (data.type === INVITE_TYPE.addContactNotExist && invitee) throw conflict(MESSAGES.inviteAccountExists);
    if (data.type === INVITE_TYPE.addContactExist && !hasAccount) throw badInput(MESSAGES.inviteNoAccount, { field: 'email' });
    await assertCanAddContact(deps.db, deps.clock, me.id);
  }
  // Within the mail limits of the address and of the sender (infra/mail/limits.ts), before anything is written.
  await spendMailBudget(deps, { kind: 'invite', to: data.email, accountId: me.id });

  const token = newToken();
  const now = isoNow(deps.clock);
  const { invite, notifications } = await deps.db.transaction().execute(async (trx) => {
    let request: ContactRequestRow | null = null;
    let notifications: Notification[] = [];
    if (data.type !== INVITE_TYPE.joinRoom && hasAccount) {
      if (await areContacts(trx, me.id, invitee.id)) throw conflict(MESSAGES.alreadyContact);
      request = (await findPendingRequest(trx, me.id, invitee.id)) ?? null;
      if (!request) ({ request, notifications } = await openContactRequest(trx, deps, inviter, invitee));
    }
    let replaced = trx
      .deleteFrom('invites')
      .where('user_id', '=', me.id)
      .where('email', '=', data.email)
      .where('type', '=', data.type)
      .where('usedAt', 'is', null);
    replaced = data.room_id && data.type === INVITE_TYPE.joinRoom ? replaced.where('room_id', '=', data.room_id) : replaced;
    await replaced.execute();
    const invite: InviteRow = {
      id: newId(),
      type: data.type,
      user_id: me.id,
      request_id: request?.id ?? null,
      room_id: data.type === INVITE_TYPE.joinRoom ? data.room_id! : null,
      role: data.type === INVITE_TYPE.joinRoom ? (data.role ?? ROOM_ROLE.user) : null,
      route: data.route,
      email: data.email,
      token_hash: sha256(token),
      expiresAt: isoIn(deps.clock, INVITE_TTL_MS),
      usedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('invites').values(invite).execute();
    if (data.type === INVITE_TYPE.joinRoom && hasAccount) {
      notifications = await insertNotifications(trx, deps, [
        {
          user_id: invitee.id,
          type: NOTIFICATION_TYPE.account,
          content: MESSAGES.roomInviteNotice(displayName(inviter, STORED_LANGUAGE), roomName),
          link: '/room',
          user_created_id: me.id,
        },
      ]);
    }
    return { invite, notifications };
  });
  await publishNotifications(deps, notifications);

  const link = inviteLink(deps, token, hasAccount);
  // In the invitee's language: an address without an account reads the default (decision 0326).
  const language = hasAccount ? invitee.language : DEFAULT_LANGUAGE;
  const mails = inviteMailTemplates(language);
  const mail =
    data.type === INVITE_TYPE.joinRoom
      ? mails.joinRoom(displayName(inviter, language), roomName, link, hasAccount)
      : mails.addContact(displayName(inviter, language), link, hasAccount);
  try {
    await deps.mail.send({ to: data.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error }, 'invitation mail could not be sent');
    await deps.db.deleteFrom('invites').where('id', '=', invite.id).execute();
    throw new AppError('INTERNAL_SERVER_ERROR', MESSAGES.genericError);
  }
  return invite;
}

const redeemSchema = z
  .object({ token: z.string().max(200).nullish(), id: z.string().max(64).nullish() })
  .refine((input) => input.token || input.id, { message: MESSAGES.inviteInvalid, path: ['token'] });

/**
 * Finds a live invitation for the signed-in user: by the mailed token (which proves the mailbox, so it works
 * right after sign-up), or by id for a confirmed account whose address it was sent to. Never for another address.
 */
async function liveInvite(deps: Deps, me: Viewer, input: unknown, types: number[]): Promise<InviteRow> {
  const data = parseInput(redeemSchema, input);
  const invalid = badInput(MESSAGES.inviteInvalid, { field: 'token' });
  let query = deps.db.selectFrom('invites').selectAll();
  if (data.token) query = query.where('token_hash', '=', sha256(data.token));
  else if (me.status === USER_STATUS.active) query = query.where('id', '=', data.id!).where('email', '=', me.email);
  else throw invalid;
  const invite = await query.executeTakeFirst();
  if (!invite || invite.usedAt || !types.includes(invite.type)) throw invalid;
  if (Date.parse(invite.expiresAt) <= deps.clock.now().getTime()) throw invalid;
  if (invite.email !== me.email.toLowerCase()) throw forbidden(MESSAGES.inviteOtherAddress);
  return invite;
}

/** Spends an invite inside the transaction: of two redemptions of one link, exactly one goes through. */
async function spend(trx: Db, deps: Deps, invite: InviteRow, requestId?: string | null) {
  const now = isoNow(deps.clock);
  const spent = await trx
    .updateTable('invites')
    .set({ usedAt: now, updatedAt: now, ...(requestId !== undefined ? { request_id: requestId } : {}) })
    .where('id', '=', invite.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw badInput(MESSAGES.inviteInvalid, { field: 'token' });
}

// The invitations a member sent to a room die with their right to invite: removed, or demoted below admin.
onMembershipChange(async (trx, change) => {
  if (change.role !== null && roleAllows(change.role, 'manageMembers')) return;
  await trx.deleteFrom('invites').where('user_id', '=', change.user_id).where('room_id', '=', change.room_id).where('usedAt', 'is', null).execute();
});

/**
 * updateUserContactJoinRoom: after sign-up or sign-in through a room invitation, join with the invited role, if
 * the sender still may invite with it. An invitation whose sender lost that right is withdrawn, not redeemed.
 */
export async function redeemRoomInvite(deps: Deps, viewer: Viewer | null, input: unknown): Promise<UserRoomRow> {
  const me = requireViewer(viewer);
  const invite = await liveInvite(deps, me, input, [INVITE_TYPE.joinRoom]);
  const role = invite.role ?? ROOM_ROLE.user;
  const membership = await deps.db.transaction().execute(async (trx) => {
    const room = invite.room_id ? await findRoom(trx, invite.room_id) : undefined;
    if (!room) throw notFound();
    if (!mayInviteWithRole(await findMembership(trx, invite.user_id, room.id), role)) return null;
    await spend(trx, deps, invite);
    return (await addMembership(trx, deps, room.id, me.id, role)).membership;
  });
  if (!membership) {
    await deps.db.deleteFrom('invites').where('id', '=', invite.id).execute();
    throw badInput(MESSAGES.inviteInvalid, { field: 'token' });
  }
  return membership;
}

/**
 * handleRequestMailContact: after sign-up or sign-in through a contact invitation, the inviter's request waits
 * for the user's answer (opened now if it was not yet). Null when the two are already contacts.
 */
export async function redeemContactInvite(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const invite = await liveInvite(deps, me, input, CONTACT_TYPES);
  const result = await deps.db.transaction().execute(async (trx) => {
    const inviter = await findUserById(trx, invite.user_id);
    if (!inviter || (await areContacts(trx, me.id, inviter.id))) {
      await spend(trx, deps, invite);
      return { request: null, notifications: [] as Notification[] };
    }
    const existing =
      (await findPendingRequest(trx, inviter.id, me.id)) ?? (await findPendingRequest(trx, me.id, inviter.id));
    if (existing) {
      await spend(trx, deps, invite, existing.id);
      return { request: existing, notifications: [] as Notification[] };
    }
    const opened = await openContactRequest(trx, deps, inviter, { id: me.id, email: me.email });
    await spend(trx, deps, invite, opened.request.id);
    return opened;
  });
  await publishNotifications(deps, result.notifications);
  return result.request;
}

const deleteSchema = z.object({ id: z.string({ error: MESSAGES.required }).max(64) });

/**
 * deleteInviteByEmail and revokeRoomInvite: withdraws an invitation (who may: mayWithdrawInvite in policy.ts); its
 * link stops working.
 */
export async function withdrawInvite(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { id } = parseInput(deleteSchema, input);
  const invite = await deps.db.selectFrom('invites').select(['id', 'user_id', 'room_id', 'usedAt']).where('id', '=', id).executeTakeFirst();
  await mayWithdrawInvite(deps.db, me, invite);
  const deleted = await deps.db.deleteFrom('invites').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw notFound();
  return id;
}

const listFilterSchema = z.object({
  type: z.number().int().min(1).max(4).nullish(),
  room_id: z.string().max(64).nullish(),
  email: rules.email().nullish(),
});

/** listInviteByEmails: the invitations the signed-in user sent, newest first. */
export async function listInvites(
  deps: Deps,
  viewer: Viewer | null,
  args: { filter?: Record<string, unknown> | null; limit?: number | null; nextToken?: string | null },
) {
  const me = requireViewer(viewer);
  const filter = parseInput(listFilterSchema, args.filter ?? {});
  const limit = pageLimit(args.limit);
  let query = deps.db.selectFrom('invites').selectAll().where('user_id', '=', me.id);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.room_id) query = query.where('room_id', '=', filter.room_id);
  if (filter.email) query = query.where('email', '=', filter.email);
  const position = olderThan(args.nextToken, 'invites');
  if (position) query = query.where(position);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.createdAt, row.id]);
}

/**
 * searchInviteByEmail: for the user's own address, the live invitations addressed to them (what a sign-in
 * can redeem); for any other address, only the invitations the user sent there. requireViewer refuses an
 * account whose address is not confirmed, so typing someone else's address at sign-up shows nothing.
 */
export async function searchInvites(
  deps: Deps,
  viewer: Viewer | null,
  args: { email?: string | null; type?: number | null; limit?: number | null; nextToken?: string | null },
) {
  const me = requireViewer(viewer);
  const { email, type } = parseInput(z.object({ email: rules.email(), type: z.number().int().nullish() }), args);
  if (email !== me.email.toLowerCase()) {
    return listInvites(deps, viewer, { filter: { email, type }, limit: args.limit, nextToken: args.nextToken });
  }
  const limit = pageLimit(args.limit);
  let query = deps.db
    .selectFrom('invites')
    .selectAll()
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', isoNow(deps.clock));
  if (type) query = query.where('type', '=', type);
  const position = olderThan(args.nextToken, 'invites');
  if (position) query = query.where(position);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.createdAt, row.id]);
}

