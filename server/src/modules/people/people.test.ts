import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, uniqueEmail } from '../../../test/harness';
import { isoNow } from '../../lib/clock';
import { newId, newPublicCode } from '../../lib/ids';
import { INVITE_TTL_MS } from './invites';
import { assertCanCreateRoom } from '../rooms/limits';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;

const PROFILE = graphql(`query PeopleGetProfile($id: ID) { getProfile(id: $id) {
  id name company_name email phone phone2 address post_code building prefectures qualifications isFirstLogin } }`);
const UPDATE_PROFILE = graphql(`mutation PeopleUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) {
  id name phone qualifications isFirstLogin } }`);
const REQUEST = graphql(`mutation PeopleCustomCreateContactRequest($input: CreateContactRequestInput!) {
  customCreateContactRequest(input: $input) { id status request_user_id user_id } }`);
const ACCEPT = graphql(`mutation PeopleAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id status } }`);
const DECLINE = graphql(`mutation PeopleCustomDeleteContactRequest($id: ID) { customDeleteContactRequest(input: { id: $id }) }`);
const INVITE = graphql(`mutation PeopleCreateInviteByEmail($input: CreateInviteByEmailInput!) {
  createInviteByEmail(input: $input) { id type email role room_id request_id room { id name } } }`);
const JOIN_BY_INVITE = graphql(`mutation PeopleUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id user_id role } }`);
const CONTACT_BY_INVITE = graphql(`mutation PeopleHandleRequestMailContact($token: String) {
  handleRequestMailContact(input: { token: $token }) { id status request_user_id user_id } }`);

const count = async (table: 'contact_requests' | 'contacts' | 'user_rooms' | 'invites' | 'notifications' | 'user_notes') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function makeRoom(adminId: string, flags: { public?: number; stranger?: number } = {}) {
  const now = isoNow(server.clock);
  const room = {
    id: newId(),
    name: 'プロジェクトA',
    created_user_id: adminId,
    musubiCode: newPublicCode(),
    public: flags.public ?? 0,
    stranger: flags.stranger ?? 0,
    totalUser: 1,
    countUser: 1,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('rooms').values(room).execute();
  await db
    .insertInto('user_rooms')
    .values({ id: newId(), user_id: adminId, room_id: room.id, role: ROOM_ROLE.admin, createdAt: now, updatedAt: now })
    .execute();
  return room;
}

async function connect(a: Awaited<ReturnType<typeof signUpUser>>, b: Awaited<ReturnType<typeof signUpUser>>) {
  const { customCreateContactRequest: request } = await a.client.ok(REQUEST, { input: { user_id: b.id } });
  await b.client.ok(ACCEPT, { id: request.id });
}

const tokenIn = (text: string) => /invite=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('profiles and privacy', () => {
  it('saves a profile, ends the first login, and refuses a bad phone or qualification without writing', async () => {
    const me = await signUpUser(server);
    const saved = await me.client.ok(UPDATE_PROFILE, {
      input: { name: '山田太郎', phone: '03-1234-5678', qualifications: ['行政書士', '公務員'], company_name: '結び商事' },
    });
    expect(saved.updateProfile).toMatchObject({ name: '山田太郎', phone: '03-1234-5678', isFirstLogin: false });
    expect(saved.updateProfile.qualifications).toEqual(['行政書士', '公務員']);
    const row = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.codeVerify).toBeNull();

    const badPhone = await me.client.gql(UPDATE_PROFILE, { input: { phone: '12-ab', name: '別名' } });
    expect(badPhone.errors?.[0]).toMatchObject({ message: MESSAGES.tel, extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
    const badQualification = await me.client.gql(UPDATE_PROFILE, { input: { qualifications: ['宇宙飛行士'] } });
    expect(badQualification.errors?.[0]?.message).toBe(MESSAGES.qualification);
    const blankName = await me.client.gql(UPDATE_PROFILE, { input: { name: '  ' } });
    expect(blankName.errors?.[0]?.message).toBe(MESSAGES.required);
    const after = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: '山田太郎', phone: '03-1234-5678' });

    // What a Japanese IME types by default, full-width digits and dashes, is stored half-width.
    await me.client.ok(UPDATE_PROFILE, { input: { phone: '０９０ー１２３４－５６７８', post_code: '１００－０００１' } });
    const normalised = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(normalised).toMatchObject({ phone: '090-1234-5678', post_code: '100-0001' });

    const other = await signUpUser(server);
    const forSomeoneElse = await other.client.gql(UPDATE_PROFILE, { input: { id: me.id, name: '乗っ取り' } });
    expect(forSomeoneElse.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('never shows e-mail, phone or address to non-contacts; contacts see e-mail and phones, not the address', async () => {
    const owner = await signUpUser(server);
    await owner.client.ok(UPDATE_PROFILE, {
      input: { name: '佐藤花子', phone: '0312345678', phone2: '09012345678', address: '千代田1-1', post_code: '100-0001', prefectures: '東京都' },
    });
    const stranger = await signUpUser(server);
    const seen = (await stranger.client.ok(PROFILE, { id: owner.id })).getProfile;
    expect(seen).toMatchObject({ name: '佐藤花子', prefectures: '東京都', email: null, phone: null, phone2: null, address: null, post_code: null });

    const found = await stranger.client.ok(graphql(`query PeopleFindUsers($s: String) { findUsers(search: $s) { items { id name email phone address } } }`), { s: '佐藤' });
    expect(found.findUsers.items).toContainEqual({ id: owner.id, name: '佐藤花子', email: null, phone: null, address: null });
    const byIds = await stranger.client.ok(graphql(`query PeopleGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id name email phone } }`), { ids: [owner.id, 'nope'] });
    expect(byIds.getUsersByIds).toEqual([{ id: owner.id, name: '佐藤花子', email: null, phone: null }]);

    await connect(stranger, owner);
    const asContact = (await stranger.client.ok(PROFILE, { id: owner.id })).getProfile;
    expect(asContact).toMatchObject({ email: owner.email, phone: '0312345678', phone2: '09012345678', address: null, post_code: null });
    const asSelf = (await owner.client.ok(PROFILE, {})).getProfile;
    expect(asSelf).toMatchObject({ email: owner.email, address: '千代田1-1' });
  });

  it('lets only administrators search every account', async () => {
    const user = await signUpUser(server, { name: '検索対象' });
    const refused = await user.client.gql(graphql(`query PeopleSearchUser { searchUser(name: "検索") { items { id } } }`));
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const admin = await signUpUser(server, { email: 'admin@musubi.test' });
    const result = await admin.client.ok(graphql(`query PeopleSearchUser2($e: String) { searchUser(email: $e) { items { id email } } }`), { e: user.email });
    expect(result.searchUser.items).toEqual([{ id: user.id, email: user.email }]);
  });
});

describe('contact requests', () => {
  it('refuses a request to yourself, a duplicate, a reverse one and one to a contact, writing nothing', async () => {
    const a = await signUpUser(server, { name: 'あ' });
    const b = await signUpUser(server, { name: 'い' });
    const before = await count('contact_requests');
    const self = await a.client.gql(REQUEST, { input: { email: a.email } });
    expect(self.errors?.[0]).toMatchObject({ message: MESSAGES.contactRequestToSelf, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('contact_requests')).toBe(before);

    const first = await a.client.ok(REQUEST, { input: { email: b.email.toUpperCase() } });
    expect(first.customCreateContactRequest).toMatchObject({ status: 0, request_user_id: a.id, user_id: b.id });
    const notice = await db.selectFrom('notifications').selectAll().where('user_id', '=', b.id).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ type: 1, content: 'あさんからコンタクト申請が届きました。' });

    const duplicate = await a.client.gql(REQUEST, { input: { user_id: b.id } });
    expect(duplicate.errors?.[0]).toMatchObject({ message: MESSAGES.contactRequestDuplicate, extensions: { code: 'CONFLICT' } });
    const reverse = await b.client.gql(REQUEST, { input: { user_id: a.id } });
    expect(reverse.errors?.[0]?.message).toBe(MESSAGES.contactRequestIncoming);
    expect(await count('contact_requests')).toBe(before + 1);

    expect((await b.client.ok(graphql(`query PeopleGetCountContactRequestByUser($u: ID) { getCountContactRequestByUser(user_id: $u) }`), { u: b.id })).getCountContactRequestByUser).toBe(1);
    const listed = await b.client.ok(graphql(`query PeopleListContactsRequests { listContactsRequests { items { id request_user { id name email } } } }`));
    expect(listed.listContactsRequests.items).toEqual([
      { id: first.customCreateContactRequest.id, request_user: { id: a.id, name: 'あ', email: null } },
    ]);
    const peek = await a.client.gql(graphql(`query PeopleGetListContactRequestByUser($u: ID) { getListContactRequestByUser(user_id: $u) { id } }`), { u: b.id });
    expect(peek.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // Only the addressee accepts.
    const byRequester = await a.client.gql(ACCEPT, { id: first.customCreateContactRequest.id });
    expect(byRequester.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await b.client.ok(ACCEPT, { id: first.customCreateContactRequest.id });
    const pair = await db.selectFrom('contacts').selectAll().where('user_id', 'in', [a.id, b.id]).execute();
    expect(pair.map((c) => `${c.user_id}>${c.contact_user_id}`).sort()).toEqual([`${a.id}>${b.id}`, `${b.id}>${a.id}`].sort());
    const room = await db.selectFrom('rooms').selectAll().where('direct_key', '=', [a.id, b.id].sort().join(':')).executeTakeFirstOrThrow();
    expect(room).toMatchObject({ kind: 1, public: 0, totalUser: 2 });
    const members = await db.selectFrom('user_rooms').select(['user_id', 'role']).where('room_id', '=', room.id).execute();
    expect(members.map((m) => m.role)).toEqual([2, 2]);
    const accepted = await db.selectFrom('notifications').selectAll().where('user_id', '=', a.id).executeTakeFirstOrThrow();
    expect(accepted.content).toBe('いさんがコンタクト申請を承認しました。');

    const again = await a.client.gql(REQUEST, { input: { user_id: b.id } });
    expect(again.errors?.[0]).toMatchObject({ message: MESSAGES.alreadyContact, extensions: { code: 'CONFLICT' } });
    const contacts = await a.client.ok(graphql(`query PeopleListContacts { listContacts { items { id email } } }`));
    expect(contacts.listContacts.items).toEqual([{ id: b.id, email: b.email }]);

    await a.client.ok(graphql(`mutation PeopleRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }`), { u: b.id });
    expect(await db.selectFrom('contacts').selectAll().where('user_id', 'in', [a.id, b.id]).execute()).toEqual([]);
  });

  it('declines silently: the requester gets no notification and may ask again', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const { customCreateContactRequest: request } = await a.client.ok(REQUEST, { input: { user_id: b.id } });
    const outsider = await signUpUser(server);
    expect((await outsider.client.gql(DECLINE, { id: request.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await b.client.ok(DECLINE, { id: request.id })).customDeleteContactRequest).toBe(request.id);
    expect(await db.selectFrom('notifications').selectAll().where('user_id', '=', a.id).execute()).toEqual([]);
    expect(await db.selectFrom('contact_requests').selectAll().where('id', '=', request.id).execute()).toEqual([]);
    await a.client.ok(REQUEST, { input: { user_id: b.id } });
  });

  it('refuses a contact beyond the plan with LIMIT_EXCEEDED and a Japanese message', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const c = await signUpUser(server);
    await connect(a, b);
    await db.updateTable('packages').set({ maxContact: 1 }).where('package_id', '=', 0).execute();
    try {
      const refused = await a.client.gql(REQUEST, { input: { user_id: c.id } });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'フリープランで登録できるコンタクトは1人までです。スタンダードプランにアップグレードすると上限が増えます。',
        extensions: { code: 'LIMIT_EXCEEDED' },
      });
      expect(await db.selectFrom('contact_requests').selectAll().where('user_id', '=', c.id).execute()).toEqual([]);
    } finally {
      await db.updateTable('packages').set({ maxContact: 50 }).where('package_id', '=', 0).execute();
    }
  });
});

describe('room limit for addRoom', () => {
  it('refuses a group room beyond the plan with the plan named', async () => {
    const user = await signUpUser(server);
    for (let i = 0; i < 10; i++) await makeRoom(user.id);
    await expect(assertCanCreateRoom(db, server.clock, user.id)).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'フリープランで作成できるルームは10個までです。スタンダードプランにアップグレードすると上限が増えます。',
    });
    const other = await signUpUser(server);
    await expect(assertCanCreateRoom(db, server.clock, other.id)).resolves.toBeUndefined();
  });
});

describe('invitations by e-mail', () => {
  it('invites a new address to a room: Japanese mail with a sign-up link, joined once, never twice', async () => {
    const admin = await signUpUser(server, { name: '管理者' });
    const room = await makeRoom(admin.id);
    const email = uniqueEmail('invitee');
    const { createInviteByEmail: invite } = await admin.client.ok(INVITE, { input: { type: 1, email, room_id: room.id } });
    expect(invite).toMatchObject({ type: 1, email, role: 1, room: { id: room.id, name: 'プロジェクトA' } });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('【Musubi】管理者さんからルーム「プロジェクトA」への招待が届いています');
    expect(mail.text).toContain('下記のリンクから新規登録すると、ルームに参加できます。');
    expect(mail.text).toContain(`${server.deps.config.publicUrl}/auth/signup?invite=`);
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();
    const stored = await db.selectFrom('invites').selectAll().where('id', '=', invite.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token!);

    // Someone else holding the link cannot use it.
    const other = await signUpUser(server);
    const wrongPerson = await other.client.gql(JOIN_BY_INVITE, { token });
    expect(wrongPerson.errors?.[0]).toMatchObject({ message: MESSAGES.inviteOtherAddress, extensions: { code: 'FORBIDDEN' } });

    const invitee = await signUpUser(server, { email });
    const joined = await invitee.client.ok(JOIN_BY_INVITE, { token });
    expect(joined.updateUserContactJoinRoom).toEqual({ room_id: room.id, user_id: invitee.id, role: 1 });
    expect((await db.selectFrom('rooms').select('totalUser').where('id', '=', room.id).executeTakeFirstOrThrow()).totalUser).toBe(2);

    const members = await count('user_rooms');
    const reused = await invitee.client.gql(JOIN_BY_INVITE, { token });
    expect(reused.errors?.[0]).toMatchObject({ message: MESSAGES.inviteInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('user_rooms')).toBe(members);
  });

  it('refuses an expired link and invitations from members who are not admins', async () => {
    const admin = await signUpUser(server);
    const room = await makeRoom(admin.id);
    const member = await signUpUser(server);
    await db
      .insertInto('user_rooms')
      .values({ id: newId(), user_id: member.id, room_id: room.id, role: 1, createdAt: isoNow(server.clock), updatedAt: isoNow(server.clock) })
      .execute();
    const notAdmin = await member.client.gql(INVITE, { input: { type: 1, email: uniqueEmail(), room_id: room.id } });
    expect(notAdmin.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const invitee = await signUpUser(server);
    await admin.client.ok(INVITE, { input: { type: 1, email: invitee.email, room_id: room.id, role: 0 } });
    const mail = await server.smtp.lastMailTo(invitee.email);
    expect(mail.text).toContain(`${server.deps.config.publicUrl}/auth/login?invite=`);
    server.clock.advance(INVITE_TTL_MS + 1_000);
    const members = await count('user_rooms');
    const expired = await invitee.client.gql(JOIN_BY_INVITE, { token: tokenIn(mail.text) });
    expect(expired.errors?.[0]?.message).toBe(MESSAGES.inviteInvalid);
    expect(await count('user_rooms')).toBe(members);
  });

  it('invites an address without an account to connect: the request waits after sign-up', async () => {
    const inviter = await signUpUser(server, { name: '招待者' });
    const email = uniqueEmail('newcomer');
    await inviter.client.ok(INVITE, { input: { type: 2, email } });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('【Musubi】招待者さんからコンタクト申請が届いています');
    expect(mail.text).toContain('下記のリンクから Musubi に新規登録すると、コンタクト申請が届きます。');
    const newcomer = await signUpUser(server, { email });
    const redeemed = await newcomer.client.ok(CONTACT_BY_INVITE, { token: tokenIn(mail.text) });
    expect(redeemed.handleRequestMailContact).toMatchObject({ status: 0, request_user_id: inviter.id, user_id: newcomer.id });
    const reused = await newcomer.client.gql(CONTACT_BY_INVITE, { token: tokenIn(mail.text) });
    expect(reused.errors?.[0]?.message).toBe(MESSAGES.inviteInvalid);
    await newcomer.client.ok(ACCEPT, { id: redeemed.handleRequestMailContact!.id });

    // An address that has an account is not invited as a newcomer.
    const existing = await inviter.client.gql(INVITE, { input: { type: 2, email: newcomer.email } });
    expect(existing.errors?.[0]).toMatchObject({ message: MESSAGES.inviteAccountExists, extensions: { code: 'CONFLICT' } });
  });

  it('invites an existing account to connect: the request opens at once, the mail links to sign-in', async () => {
    const inviter = await signUpUser(server);
    const known = await signUpUser(server);
    const { createInviteByEmail: invite } = await inviter.client.ok(INVITE, { input: { type: 3, email: known.email } });
    expect(invite.request_id).toBeTruthy();
    const mail = await server.smtp.lastMailTo(known.email);
    expect(mail.text).toContain('/auth/login?invite=');
    const requests = await known.client.ok(graphql(`query PeopleListContactsRequests2 { listContactsRequests { items { id } } }`));
    expect(requests.listContactsRequests.items).toEqual([{ id: invite.request_id }]);
    const redeemed = await known.client.ok(CONTACT_BY_INVITE, { token: tokenIn(mail.text) });
    expect(redeemed.handleRequestMailContact?.id).toBe(invite.request_id);

    const sent = await inviter.client.ok(graphql(`query PeopleListInviteByEmails { listInviteByEmails { items { id } } }`));
    expect(sent.listInviteByEmails.items).toEqual([{ id: invite.id }]);
    await inviter.client.ok(graphql(`mutation PeopleDeleteInviteByEmail($id: ID) { deleteInviteByEmail(input: { id: $id }) }`), { id: invite.id });
    expect(await db.selectFrom('invites').selectAll().where('id', '=', invite.id).execute()).toEqual([]);
  });
});

describe('personal notes', () => {
  it('keeps a note private to its writer', async () => {
    const writer = await signUpUser(server);
    const subject = await signUpUser(server);
    const CREATE = graphql(`mutation PeopleCreateUserNote($u: ID, $c: String) { createUserNote(input: { user_note_id: $u, content: $c }) { id content } }`);
    const first = await writer.client.ok(CREATE, { u: subject.id, c: '打ち合わせは火曜' });
    const second = await writer.client.ok(CREATE, { u: subject.id, c: '打ち合わせは水曜' });
    expect(second.createUserNote).toEqual({ id: first.createUserNote.id, content: '打ち合わせは水曜' });
    expect(await db.selectFrom('user_notes').selectAll().where('user_id', '=', writer.id).execute()).toHaveLength(1);

    const UPDATE = graphql(`mutation PeopleUpdateUserNote($id: ID, $c: String) { updateUserNote(input: { id: $id, content: $c }) { content } }`);
    expect((await subject.client.gql(UPDATE, { id: first.createUserNote.id, c: '改ざん' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await writer.client.ok(UPDATE, { id: first.createUserNote.id, c: '木曜に変更' });
    const READ = graphql(`query PeopleUserNote($w: ID, $u: ID) { userNote(user_id: $w, user_note_id: $u) { items { content } } }`);
    expect((await writer.client.ok(READ, { w: writer.id, u: subject.id })).userNote.items).toEqual([{ content: '木曜に変更' }]);
    expect((await subject.client.gql(READ, { w: writer.id, u: subject.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('public rooms and room codes', () => {
  const BY_CODE = graphql(`query PeopleRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name } } }`);
  const JOIN = graphql(`mutation PeopleJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { room_id role } }`);

  it('never reveals or opens a private room by its code', async () => {
    const admin = await signUpUser(server);
    const room = await makeRoom(admin.id);
    const guesser = await signUpUser(server);
    expect((await guesser.client.ok(BY_CODE, { c: room.musubiCode })).roomByCode.items).toEqual([]);
    const members = await count('user_rooms');
    const join = await guesser.client.gql(JOIN, { c: room.musubiCode });
    expect(join.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await count('user_rooms')).toBe(members);
    expect((await admin.client.ok(BY_CODE, { c: room.musubiCode })).roomByCode.items).toEqual([{ id: room.id, name: room.name }]);
  });

  it('opens a public room to anyone with the code, read-only for strangers, and an admin can change the code', async () => {
    const admin = await signUpUser(server);
    const room = await makeRoom(admin.id, { public: 1, stranger: 1 });
    const visitor = await signUpUser(server);
    expect((await visitor.client.ok(BY_CODE, { c: room.musubiCode })).roomByCode.items).toEqual([{ id: room.id, name: room.name }]);
    expect((await visitor.client.ok(JOIN, { c: room.musubiCode })).joinRoomByCode).toEqual({ room_id: room.id, role: 0 });
    expect((await visitor.client.ok(JOIN, { c: room.musubiCode })).joinRoomByCode.role).toBe(0);
    const counts = await db.selectFrom('rooms').select(['totalUser', 'countUser']).where('id', '=', room.id).executeTakeFirstOrThrow();
    expect(counts).toEqual({ totalUser: 2, countUser: 1 });

    const REGENERATE = graphql(`mutation PeopleRegenerateRoomCode($id: ID) { regenerateRoomCode(input: { room_id: $id }) { musubiCode } }`);
    expect((await visitor.client.gql(REGENERATE, { id: room.id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const { regenerateRoomCode } = await admin.client.ok(REGENERATE, { id: room.id });
    expect(regenerateRoomCode.musubiCode).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(regenerateRoomCode.musubiCode).not.toBe(room.musubiCode);
    const late = await signUpUser(server);
    expect((await late.client.ok(BY_CODE, { c: room.musubiCode })).roomByCode.items).toEqual([]);
  });
});
