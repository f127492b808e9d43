import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, ROOM_ROLE, TASK_STATUS, takeMentions, withMentions } from '@musubi/shared';
import type { Deps, Viewer } from '../../deps';
import { AppError, badInput, notFound, rateLimited } from '../../lib/errors';
import type { PostBudget, RateCheck } from '../../lib/rate';
import { createMessage, deleteMessage, getMessage, listMessages, markRead, markUnread, updateMessage } from '../messages';
import type { Message } from '../messages';
import { createBoard, createTask, updateTask } from '../boards';
import { acceptContactRequest, deleteContactRequest, listContactRequests, listContacts } from '../people';
import { addRoom, getRoom, listMembers, regenerateRoomCode, removeMember, removeRoom, replaceMembers, requireRoomAccess, updateRoom } from '../rooms';
import type { Room } from '../rooms';
import { HARD_CAP_BYTES, hardDeleteFile, listRoomFiles, parserLimitBytes, requireReadableFile, sharedFileUrl, uploadFile } from '../files';
import type { FileRow } from '../files';
import { discardRestOfBody } from '../../lib/refused-body';
import { authOf, setUpApiScope } from './http';
import { idOf, numberOf, numbersOf } from './numbers';
import { pictureUrl, roleName, roomType, unixTime } from './present';
import * as queries from './queries';
import { schemas } from './schemas';
import { documentIn } from './document';
import { preferredLanguage } from '../../lib/language';

/** At most this many messages (and incoming requests) in one answer, as Chatwork gives. */
const MESSAGE_PAGE = 100;
/** The board a task made by the API goes to in a room that has none. */
const API_TASK_BOARD = 'タスク';

/**
 * The REST API under /v2, in Chatwork API v2's paths and shapes (decision 0265). Every route reads or changes
 * through the owning module's service, so the room policy that answers GraphQL answers here too; only numbers,
 * shapes and the "since the last call" cursors are this module's own.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, _httpBudget: RateCheck, postBudget: PostBudget) {
  await app.register(
    async (v2) => {
      setUpApiScope(v2, deps);
      // The OpenAPI 3.1 document is generated from these routes' own schemas (schemas.ts), served unauthenticated.
      await v2.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Musubi REST API（Chatwork API v2 互換）',
            version: '2',
            description: 'Chatwork API v2 と同じパス・フォーム形式・JSON で、結びのルーム・メッセージ・タスクを扱えます。使い方は docs/api.md。',
          },
          servers: [{ url: deps.config.publicUrl }],
          components: {
            securitySchemes: {
              chatworkToken: { type: 'apiKey', in: 'header', name: 'X-ChatWorkToken' },
              bearer: { type: 'http', scheme: 'bearer' },
            },
          },
          security: [{ chatworkToken: [] }, { bearer: [] }],
        },
      });
      // In the reader's language (Accept-Language), Japanese by default (decision 0337).
      v2.get('/openapi.json', { schema: { hide: true } }, async (request, reply) => {
        reply.header('vary', 'accept-language');
        return documentIn(v2.swagger(), preferredLanguage(request.headers['accept-language']));
      });
      // POST /rooms/{id}/files: one file and a few small fields, within the same limits as the web app's uploads.
      await v2.register(multipart, { limits: { fileSize: HARD_CAP_BYTES + 1, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5, headerPairs: 50 } });
      const db = deps.db;
      type Profile = Awaited<ReturnType<typeof queries.profiles>>[number];
      const number = (kind: Parameters<typeof numberOf>[2], id: string) => numberOf(db, deps.clock, kind, id);

      /** The room behind a number, after the room policy let the viewer do `action` in it (NOT_FOUND otherwise). */
      async function roomOf(viewer: Viewer, roomNumber: number, action: Parameters<typeof requireRoomAccess>[3] = 'read') {
        const roomId = await idOf(db, 'room', roomNumber);
        if (!roomId) throw notFound();
        const access = await requireRoomAccess(db, viewer, roomId, action);
        return { roomId, ...access };
      }

      async function accountsOf(userIds: string[]) {
        const [rows, numbers] = await Promise.all([queries.profiles(db, userIds), numbersOf(db, deps.clock, 'account', userIds)]);
        return new Map(
          rows.map((user) => [
            user.id,
            { account_id: numbers.get(user.id)!, name: user.name ?? '', avatar_image_url: pictureUrl(deps.config.publicUrl, user.image) },
          ]),
        );
      }

      /** The profile fields Chatwork gives of a member, a contact or a requester. */
      function profileOf(user: Pick<Profile, 'name' | 'company_name' | 'industry' | 'image'> | undefined) {
        return {
          name: user?.name ?? '',
          chatwork_id: '',
          organization_id: 0,
          organization_name: user?.company_name ?? '',
          department: user?.industry ?? '',
          avatar_image_url: pictureUrl(deps.config.publicUrl, user?.image),
        };
      }

      /** Messages in Chatwork's shape: To, TO ALL and reply written back as notation in front of the text. */
      async function presentMessages(roomId: string, messages: Message[]) {
        const roomNumber = await number('room', roomId);
        const replied = await queries.messagesByIds(db, roomId, messages.flatMap((m) => (m.reply_message_id ? [m.reply_message_id] : [])));
        const accounts = await accountsOf([
          ...messages.flatMap((m) => [m.user_id, ...(m.to_user_id ? [m.to_user_id] : [])]),
          ...replied.map((m) => m.user_id),
        ]);
        const repliedById = new Map(replied.map((m) => [m.id, m]));
        return messages.map((message) => {
          const reply = message.reply_message_id ? repliedById.get(message.reply_message_id) : undefined;
          const body = withMentions(message.content, {
            to: message.to_user_id ? (accounts.get(message.to_user_id)?.account_id ?? null) : null,
            toAll: Boolean(message.is_to_all),
            reply: reply ? { accountId: accounts.get(reply.user_id)?.account_id ?? 0, roomId: roomNumber, messageId: String(reply.seq) } : null,
          });
          return {
            message_id: String(message.seq),
            account: accounts.get(message.user_id) ?? { account_id: 0, name: '', avatar_image_url: '' },
            body,
            send_time: unixTime(message.createdAt),
            update_time: message.editedAt ? unixTime(message.editedAt) : 0,
          };
        });
      }

      /** A post's text with its To, TO ALL and reply notation taken out into Musubi's fields. */
      async function postOf(roomId: string, roomNumber: number, body: string) {
        const { mentions, text } = takeMentions(body);
        const toUserId = mentions.to !== null ? await idOf(db, 'account', mentions.to) : undefined;
        const replyTo = mentions.reply && mentions.reply.roomId === roomNumber ? await queries.messageBySeq(db, roomId, Number(mentions.reply.messageId)) : undefined;
        return { room_id: roomId, content: text, to_user_id: toUserId ?? null, is_to_all: mentions.toAll, reply_message_id: replyTo?.id ?? null };
      }

      async function messageOf(viewer: Viewer, roomId: string, messageId: string) {
        const row = await queries.messageBySeq(db, roomId, Number(messageId));
        if (!row) throw notFound();
        return getMessage(deps, viewer, row.id);
      }

      v2.get('/me', { schema: schemas.me }, async (request) => {
        const { viewer } = authOf(request);
        const [user] = await queries.profiles(db, [viewer.id]);
        const myChat = await queries.myChatRoom(db, viewer.id);
        return {
          account_id: await number('account', viewer.id),
          room_id: myChat ? await number('room', myChat.id) : 0,
          name: user?.name ?? '',
          chatwork_id: '',
          organization_id: 0,
          organization_name: user?.company_name ?? '',
          department: user?.industry ?? '',
          title: user?.position ?? '',
          url: '',
          introduction: '',
          mail: viewer.email,
          tel_organization: '',
          tel_extension: '',
          tel_mobile: '',
          skype: '',
          facebook: '',
          twitter: '',
          avatar_image_url: pictureUrl(deps.config.publicUrl, user?.image),
          login_mail: viewer.email,
        };
      });

      v2.get('/my/status', { schema: schemas.myStatus }, async (request) => {
        const { viewer } = authOf(request);
        const rooms = await queries.myRooms(db, viewer.id);
        const tasks = await queries.myOpenTaskCounts(db, viewer.id);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        return {
          unread_room_num: rooms.filter((r) => r.unread_messages > 0).length,
          mention_room_num: rooms.filter((r) => r.unread_mentions > 0).length,
          mytask_room_num: tasks.size,
          unread_num: sum(rooms.map((r) => Number(r.unread_messages))),
          mention_num: sum(rooms.map((r) => Number(r.unread_mentions))),
          mytask_num: sum([...tasks.values()]),
        };
      });

      async function presentRooms(viewer: Viewer, rooms: Awaited<ReturnType<typeof queries.myRooms>>) {
        const numbers = await numbersOf(db, deps.clock, 'room', rooms.map((r) => r.id));
        const tasks = await queries.myOpenTaskCounts(db, viewer.id);
        const counts = await queries.roomCounts(db, rooms.map((r) => r.id));
        return rooms.map((room) => ({
          room_id: numbers.get(room.id)!,
          name: room.partnerName ?? room.name,
          type: roomType(room.kind),
          role: roleName(room.role),
          sticky: Boolean(room.favorite),
          unread_num: Number(room.unread_messages),
          mention_num: Number(room.unread_mentions),
          mytask_num: tasks.get(room.id) ?? 0,
          message_num: counts.get(room.id)?.messages ?? 0,
          file_num: counts.get(room.id)?.files ?? 0,
          task_num: counts.get(room.id)?.tasks ?? 0,
          icon_path: pictureUrl(deps.config.publicUrl, room.partnerImage ?? room.image),
          last_update_time: unixTime(room.updatedAt),
          description: room.description ?? '',
        }));
      }

      v2.get('/rooms', { schema: schemas.rooms }, async (request) => {
        const { viewer } = authOf(request);
        const rooms = await presentRooms(viewer, await queries.myRooms(db, viewer.id));
        return rooms.map(({ description: _description, ...room }) => room);
      });

      v2.get<{ Params: { room_id: number } }>('/rooms/:room_id', { schema: schemas.room }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        await getRoom(deps, viewer, roomId);
        const [room] = await presentRooms(viewer, await queries.myRooms(db, viewer.id, roomId));
        if (!room) throw notFound();
        return room;
      });

      type RoomForm = { name?: string; description?: string; members_admin_ids?: string; members_member_ids?: string; members_readonly_ids?: string };

      v2.post<{ Body: RoomForm }>('/rooms', { schema: schemas.createRoom }, async (request) => {
        const { viewer } = authOf(request);
        const body = request.body;
        // The creator is the room's admin whatever the lists say; each other person joins once, in the highest role listed.
        const [admins, members, readonly] = await Promise.all([
          usersOf(body.members_admin_ids, 'members_admin_ids'),
          usersOf(body.members_member_ids, 'members_member_ids'),
          usersOf(body.members_readonly_ids, 'members_readonly_ids'),
        ]);
        const room = await addRoom(deps, viewer, {
          name: body.name,
          description: body.description ?? null,
          user_ids: [...admins, ...members, ...readonly],
          admin_ids: admins,
          view_ids: readonly.filter((id) => !admins.includes(id) && !members.includes(id)),
        });
        return { room_id: await number('room', room.id) };
      });

      v2.put<{ Params: { room_id: number }; Body: RoomForm }>('/rooms/:room_id', { schema: schemas.updateRoom }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        await updateRoom(deps, viewer, { id: roomId, name: request.body?.name, description: request.body?.description }, ['name', 'description']);
        return { room_id: request.params.room_id };
      });

      type ActionType = { action_type?: 'leave' | 'delete' };
      v2.delete<{ Params: { room_id: number }; Body: ActionType | null; Querystring: ActionType }>('/rooms/:room_id', { schema: schemas.deleteRoom }, async (request, reply) => {
        const { viewer } = authOf(request);
        const action = request.body?.action_type ?? request.query.action_type;
        if (!action) throw badInput(MESSAGES.required, { field: 'action_type' });
        const { roomId } = await roomOf(viewer, request.params.room_id);
        if (action === 'delete') await removeRoom(deps, viewer, { id: roomId });
        else await removeMember(deps, viewer, { room_id: roomId });
        return reply.code(204).send();
      });

      v2.get<{ Params: { room_id: number } }>('/rooms/:room_id/members', { schema: schemas.members }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const members: Array<{ user_id: string; role: number }> = [];
        let token: string | null | undefined = null;
        do {
          const page = await listMembers(deps, viewer, roomId, 100, token);
          members.push(...page.items);
          token = page.nextToken;
        } while (token);
        const users = await queries.profiles(db, members.map((m) => m.user_id));
        const numbers = await numbersOf(db, deps.clock, 'account', members.map((m) => m.user_id));
        const byId = new Map(users.map((u) => [u.id, u]));
        return members.map((member) => {
          const user = byId.get(member.user_id);
          return { account_id: numbers.get(member.user_id)!, role: roleName(member.role), ...profileOf(user) };
        });
      });

      v2.put<{ Params: { room_id: number }; Body: RoomForm }>('/rooms/:room_id/members', { schema: schemas.updateMembers }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id, 'manageMembers');
        const [admins, members, readonly] = await Promise.all([
          usersOf(request.body.members_admin_ids, 'members_admin_ids'),
          usersOf(request.body.members_member_ids, 'members_member_ids'),
          usersOf(request.body.members_readonly_ids, 'members_readonly_ids'),
        ]);
        const after = await replaceMembers(deps, viewer, { room_id: roomId, admin_ids: admins, user_ids: members, view_ids: readonly });
        const numbers = await numbersOf(db, deps.clock, 'account', after.map((m) => m.user_id));
        const withRole = (role: number) => after.filter((m) => m.role === role).map((m) => numbers.get(m.user_id)!).sort((a, b) => a - b);
        return { admin: withRole(ROOM_ROLE.admin), member: withRole(ROOM_ROLE.user), readonly: withRole(ROOM_ROLE.view) };
      });

      /** Files in Chatwork's shape: the uploader, the number of the message they came with ('' for none). */
      async function presentFiles(roomId: string, files: FileRow[]) {
        const [accounts, fileNumbers, messages] = await Promise.all([
          accountsOf(files.map((f) => f.user_created_id)),
          numbersOf(db, deps.clock, 'file', files.map((f) => f.id)),
          queries.messagesByIds(db, roomId, files.flatMap((f) => (f.message_id ? [f.message_id] : []))),
        ]);
        const seqs = new Map(messages.map((m) => [m.id, String(m.seq)]));
        return files.map((file) => ({
          file_id: fileNumbers.get(file.id)!,
          account: accounts.get(file.user_created_id) ?? { account_id: 0, name: '', avatar_image_url: '' },
          message_id: (file.message_id && seqs.get(file.message_id)) || '',
          filename: file.name,
          filesize: Number(file.size),
          upload_time: unixTime(file.createdAt),
        }));
      }

      v2.get<{ Params: { room_id: number }; Querystring: { account_id?: number } }>('/rooms/:room_id/files', { schema: schemas.files }, async (request, reply) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const uploader = request.query.account_id ? await idOf(db, 'account', request.query.account_id) : undefined;
        if (request.query.account_id && !uploader) return reply.code(204).send();
        // The newest 100, as Chatwork gives; the uploader is picked from the room's files page by page.
        const files: FileRow[] = [];
        let token: string | null | undefined = null;
        do {
          const page = await listRoomFiles(deps, viewer, { room_id: roomId, limit: MESSAGE_PAGE, nextToken: token });
          files.push(...page.items.filter((f) => !uploader || f.user_created_id === uploader));
          token = page.nextToken;
        } while (token && files.length < MESSAGE_PAGE);
        if (files.length === 0) return reply.code(204).send();
        return presentFiles(roomId, files.slice(0, MESSAGE_PAGE));
      });

      v2.get<{ Params: { room_id: number; file_id: number }; Querystring: { create_download_url?: number } }>(
        '/rooms/:room_id/files/:file_id',
        { schema: schemas.file },
        async (request) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id);
          const fileId = await idOf(db, 'file', request.params.file_id);
          const file = fileId ? await requireReadableFile(deps, viewer, fileId) : undefined;
          if (!file || file.room_id !== roomId) throw notFound();
          const [shown] = await presentFiles(roomId, [file]);
          if (request.query.create_download_url !== 1) return shown;
          return { ...shown, download_url: `${deps.config.publicUrl}${sharedFileUrl(deps.secret, deps.clock, file.id, viewer.id)}` };
        },
      );

      v2.post<{ Params: { room_id: number } }>('/rooms/:room_id/files', { schema: schemas.postFile }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id, 'uploadFiles');
        if (!request.isMultipart()) throw badInput(MESSAGES.fileRequired, { field: 'file' });
        const length = Number(request.headers['content-length']);
        let uploaded: FileRow | undefined;
        let message: string | undefined;
        let uploading: Readable | null = null;
        let brokenPart: unknown;
        try {
          // A file is posted as a message: it spends the same posting budget as any other post.
          const wait = await postBudget(request, viewer.id);
          if (wait !== null) throw rateLimited(wait);
          // The message may come before or after the file, as curl -F sends them in the order given.
          for await (const part of request.parts({ limits: { fileSize: await parserLimitBytes(deps, viewer.id) } })) {
            if (part.type === 'field') {
              if (part.fieldname === 'message') message = String(part.value);
              continue;
            }
            if (part.fieldname !== 'file' || uploaded) throw badInput(MESSAGES.fileRequired, { field: 'file' });
            if (part.filename.includes('\u0000')) throw badInput(MESSAGES.invalidCharacter, { field: 'file' });
            part.file.once('error', (error) => (brokenPart = error));
            uploading = part.file;
            uploaded = await uploadFile(deps, viewer, { fields: { room_id: roomId }, fileName: part.filename, body: part.file, declaredSize: Number.isFinite(length) ? length : null });
            uploading = null;
          }
        } catch (error) {
          // Refused before the body was read to its end: the rest is read and thrown away so that the client reads the refusal.
          discardRestOfBody(request.raw, HARD_CAP_BYTES);
          if (uploaded) await hardDeleteFile(deps, viewer, { id: uploaded.id });
          // Broken multipart framing is the client's fault, though the parser's errors carry no status. The parser
          // breaks the file's stream with its error: while the upload reads it, or before (then it is the stream's
          // `errored`, and no 'error' event comes after).
          const fromParser = uploading === null || error === brokenPart || error === uploading.errored;
          const hasStatus = error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number';
          throw fromParser && !hasStatus ? badInput(MESSAGES.invalidRequest) : error;
        }
        if (!uploaded) throw badInput(MESSAGES.fileRequired, { field: 'file' });
        // Chatwork posts the file as a message, notation and all; Musubi's message needs text, so the file's name stands in for none.
        try {
          const post = await postOf(roomId, request.params.room_id, message ?? '');
          await createMessage(deps, viewer, { ...post, content: post.content.trim() ? post.content : uploaded.name, files: [uploaded.id] });
        } catch (error) {
          await hardDeleteFile(deps, viewer, { id: uploaded.id });
          throw error;
        }
        return { file_id: await number('file', uploaded.id) };
      });

      /** The room's invitation link in Chatwork's shape: the room code, while the room is public. */
      function presentLink(room: Pick<Room, 'public' | 'stranger' | 'musubiCode' | 'description'>) {
        const open = Boolean(room.public);
        return { public: open, url: open ? room.musubiCode : '', need_acceptance: open && Boolean(room.stranger), description: open ? (room.description ?? '') : '' };
      }

      type LinkForm = { need_acceptance?: number; description?: string } | null;
      /** The link's settings as the room's: need_acceptance is "join view-only until an admin promotes them". */
      const linkSettings = (form: LinkForm) => ({
        ...(form?.need_acceptance === undefined ? {} : { stranger: form.need_acceptance === 1 }),
        ...(form?.description === undefined ? {} : { description: form.description }),
      });

      v2.get<{ Params: { room_id: number } }>('/rooms/:room_id/link', { schema: schemas.link }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        return presentLink(await getRoom(deps, viewer, roomId));
      });

      v2.post<{ Params: { room_id: number }; Body: LinkForm }>('/rooms/:room_id/link', { schema: schemas.createLink }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id, 'editRoomInfo');
        if ((await getRoom(deps, viewer, roomId)).public) throw badInput(MESSAGES.apiLinkExists);
        const fields = ['public', 'stranger', 'description'];
        return presentLink(await updateRoom(deps, viewer, { id: roomId, public: true, stranger: false, ...linkSettings(request.body) }, fields));
      });

      v2.put<{ Params: { room_id: number }; Body: LinkForm }>('/rooms/:room_id/link', { schema: schemas.updateLink }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id, 'editRoomInfo');
        const room = await getRoom(deps, viewer, roomId);
        if (!room.public) throw badInput(MESSAGES.apiLinkMissing);
        const settings = linkSettings(request.body);
        if (Object.keys(settings).length === 0) return presentLink(room);
        return presentLink(await updateRoom(deps, viewer, { id: roomId, ...settings }, ['stranger', 'description']));
      });

      v2.delete<{ Params: { room_id: number } }>('/rooms/:room_id/link', { schema: schemas.deleteLink }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id, 'editRoomInfo');
        if (!(await getRoom(deps, viewer, roomId)).public) throw badInput(MESSAGES.apiLinkMissing);
        await updateRoom(deps, viewer, { id: roomId, public: false }, ['public']);
        // A new code, so the one handed out before stays dead if the link is made again.
        return presentLink(await regenerateRoomCode(deps, viewer, { room_id: roomId }));
      });

      v2.get<{ Params: { room_id: number }; Querystring: { force?: number } }>('/rooms/:room_id/messages', { schema: schemas.messages }, async (request, reply) => {
        const { viewer, tokenId } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const cursor = request.query.force === 1 ? null : await queries.cursorOf(db, tokenId, roomId);
        let messages: Message[];
        let upTo: number;
        if (cursor === null) {
          // The latest 100, oldest first; the next call answers what changes after this one's start.
          upTo = await queries.lastChangeSeq(db, roomId);
          const page = await listMessages(deps, viewer, { room_id: roomId, limit: MESSAGE_PAGE, sortDirection: 'DESC' });
          messages = [...page.items].reverse();
        } else {
          // What was posted or edited since this token's last call here (a message deleted since is left out).
          const page = await listMessages(deps, viewer, { room_id: roomId, limit: MESSAGE_PAGE, afterSeq: cursor });
          messages = page.items;
          upTo = Math.max(cursor, ...messages.map((m) => Number(m.change_seq)));
        }
        await queries.advanceCursor(db, tokenId, roomId, upTo);
        const shown = messages.filter((m) => !m.deletedAt);
        if (shown.length === 0) return reply.code(204).send();
        return presentMessages(roomId, shown);
      });

      v2.post<{ Params: { room_id: number }; Body: { body: string; self_unread?: number } }>(
        '/rooms/:room_id/messages',
        { schema: schemas.postMessage },
        async (request) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id);
          // The same posting budget as the web's posts: a script cannot post more than its owner could.
          const wait = await postBudget(request, viewer.id);
          if (wait !== null) throw rateLimited(wait);
          const message = await createMessage(deps, viewer, await postOf(roomId, request.params.room_id, request.body.body));
          // Chatwork marks the room read up to one's own post unless asked not to.
          if (request.body.self_unread !== 1) await markRead(deps, viewer, { room_id: roomId, message_id: message.id });
          return { message_id: String(message.seq) };
        },
      );

      v2.get<{ Params: { room_id: number; message_id: string } }>('/rooms/:room_id/messages/:message_id', { schema: schemas.message }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const message = await messageOf(viewer, roomId, request.params.message_id);
        return (await presentMessages(roomId, [message]))[0];
      });

      v2.put<{ Params: { room_id: number; message_id: string }; Body: { body: string } }>(
        '/rooms/:room_id/messages/:message_id',
        { schema: schemas.updateMessage },
        async (request) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id);
          const message = await messageOf(viewer, roomId, request.params.message_id);
          const { text } = takeMentions(request.body.body);
          await updateMessage(deps, viewer, { id: message.id, content: text });
          return { message_id: request.params.message_id };
        },
      );

      v2.delete<{ Params: { room_id: number; message_id: string } }>('/rooms/:room_id/messages/:message_id', { schema: schemas.deleteMessage }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const message = await messageOf(viewer, roomId, request.params.message_id);
        await deleteMessage(deps, viewer, { id: message.id });
        return { message_id: request.params.message_id };
      });

      v2.put<{ Params: { room_id: number }; Body: { message_id?: string } }>('/rooms/:room_id/messages/read', { schema: schemas.readMessages }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const message = request.body?.message_id ? await messageOf(viewer, roomId, request.body.message_id) : undefined;
        const row = await markRead(deps, viewer, { room_id: roomId, message_id: message?.id ?? null });
        return { unread_num: Number(row.unread_messages), mention_num: Number(row.unread_mentions) };
      });

      v2.put<{ Params: { room_id: number }; Body: { message_id: string } }>('/rooms/:room_id/messages/unread', { schema: schemas.unreadMessages }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        const message = await messageOf(viewer, roomId, request.body.message_id);
        const row = await markUnread(deps, viewer, { room_id: roomId, message_id: message.id });
        return { unread_num: Number(row.unread_messages), mention_num: Number(row.unread_mentions) };
      });

      type TaskWithAssignees = Awaited<ReturnType<typeof queries.tasksWithAssignees>>[number];

      /** Tasks in Chatwork's shape: one account (the first assignee), open or done, the end date as the limit. */
      async function presentTasks(tasks: TaskWithAssignees[], withRoom: boolean) {
        const accounts = await accountsOf(tasks.flatMap((t) => [t.user_created_id, ...t.assignees]));
        const rooms = withRoom ? await queries.myRoomsById(db, tasks.map((t) => t.room_id)) : new Map();
        const roomNumbers = withRoom ? await numbersOf(db, deps.clock, 'room', tasks.map((t) => t.room_id)) : new Map<string, number>();
        const taskNumbers = await numbersOf(db, deps.clock, 'task', tasks.map((t) => t.id));
        const none = { account_id: 0, name: '', avatar_image_url: '' };
        return tasks.map((task) => {
          const room = rooms.get(task.room_id);
          return {
            task_id: taskNumbers.get(task.id)!,
            ...(withRoom
              ? { room: { room_id: roomNumbers.get(task.room_id) ?? 0, name: room?.name ?? '', icon_path: pictureUrl(deps.config.publicUrl, room?.image) } }
              : { account: accounts.get(task.assignees[0] ?? task.user_created_id) ?? none }),
            assigned_by_account: accounts.get(task.user_created_id) ?? none,
            message_id: '',
            body: task.description ?? task.name,
            limit_time: unixTime(task.endDate),
            status: task.status === TASK_STATUS.done ? 'done' : 'open',
            limit_type: task.endDate ? 'date' : 'none',
          };
        });
      }

      /** Account numbers of a comma-separated list, as users' ids; bad input for a number never shown. */
      async function usersOf(list: string | undefined, field = 'to_ids'): Promise<string[]> {
        const numbers = (list ?? '').split(',').map((v) => v.trim()).filter(Boolean);
        const ids: string[] = [];
        for (const n of numbers) {
          const id = /^[0-9]{1,15}$/.test(n) ? await idOf(db, 'account', Number(n)) : undefined;
          if (!id) throw badInput(MESSAGES.notRoomMember, { field });
          ids.push(id);
        }
        return [...new Set(ids)];
      }

      v2.get<{ Querystring: { assigned_by_account_id?: number; status?: 'open' | 'done' } }>('/my/tasks', { schema: schemas.myTasks }, async (request) => {
        const { viewer } = authOf(request);
        const assignedBy = request.query.assigned_by_account_id ? await idOf(db, 'account', request.query.assigned_by_account_id) : undefined;
        if (request.query.assigned_by_account_id && !assignedBy) return [];
        const tasks = await queries.tasksWithAssignees(db, { assigneeId: viewer.id, assignedBy, done: request.query.status ? request.query.status === 'done' : undefined });
        return presentTasks(tasks, true);
      });

      v2.get<{ Params: { room_id: number }; Querystring: { account_id?: number; assigned_by_account_id?: number; status?: 'open' | 'done' } }>(
        '/rooms/:room_id/tasks',
        { schema: schemas.tasks },
        async (request, reply) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id);
          const assignee = request.query.account_id ? await idOf(db, 'account', request.query.account_id) : undefined;
          const assignedBy = request.query.assigned_by_account_id ? await idOf(db, 'account', request.query.assigned_by_account_id) : undefined;
          if ((request.query.account_id && !assignee) || (request.query.assigned_by_account_id && !assignedBy)) return reply.code(204).send();
          const tasks = await queries.tasksWithAssignees(db, {
            roomId,
            assigneeId: assignee,
            assignedBy,
            done: request.query.status ? request.query.status === 'done' : undefined,
          });
          if (tasks.length === 0) return reply.code(204).send();
          return presentTasks(tasks, false);
        },
      );

      v2.post<{ Params: { room_id: number }; Body: { body: string; to_ids: string; limit?: number; limit_type?: string } }>(
        '/rooms/:room_id/tasks',
        { schema: schemas.postTask },
        async (request) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id, 'editBoards');
          const assignees = await usersOf(request.body.to_ids);
          if (assignees.length === 0) throw badInput(MESSAGES.required, { field: 'to_ids' });
          // Musubi's tasks live on boards: the room's first board, or a new one when it has none (decision 0266).
          const boardId = (await queries.firstBoard(db, roomId))?.id ?? (await createBoard(deps, viewer, { room_id: roomId, name: API_TASK_BOARD })).id;
          const body = request.body.body.trim();
          const firstLine = body.split('\n')[0]!.trim().slice(0, 255) || body.slice(0, 255);
          const endDate = request.body.limit && request.body.limit_type !== 'none' ? new Date(request.body.limit * 1000).toISOString() : null;
          const ids: number[] = [];
          // One task per assignee, as Chatwork makes them.
          for (const assignee of assignees) {
            const task = await createTask(deps, viewer, {
              board_id: boardId,
              name: firstLine,
              description: body === firstLine ? null : body,
              endDate,
              usersAssignee: [assignee],
            });
            ids.push(await number('task', task.id));
          }
          return { task_ids: ids };
        },
      );

      async function taskOf(viewer: Viewer, roomId: string, taskNumber: number) {
        const taskId = await idOf(db, 'task', taskNumber);
        const [task] = taskId ? await queries.tasksWithAssignees(db, { roomId, taskId }) : [];
        if (!task) throw notFound();
        return task;
      }

      v2.get<{ Params: { room_id: number; task_id: number } }>('/rooms/:room_id/tasks/:task_id', { schema: schemas.task }, async (request) => {
        const { viewer } = authOf(request);
        const { roomId } = await roomOf(viewer, request.params.room_id);
        return (await presentTasks([await taskOf(viewer, roomId, request.params.task_id)], false))[0];
      });

      v2.put<{ Params: { room_id: number; task_id: number }; Body: { body: 'open' | 'done' } }>(
        '/rooms/:room_id/tasks/:task_id/status',
        { schema: schemas.taskStatus },
        async (request) => {
          const { viewer } = authOf(request);
          const { roomId } = await roomOf(viewer, request.params.room_id);
          const task = await taskOf(viewer, roomId, request.params.task_id);
          await updateTask(deps, viewer, { id: task.id, status: request.body.body === 'done' ? TASK_STATUS.done : TASK_STATUS.open });
          return { task_id: request.params.task_id };
        },
      );

      /** People in Chatwork's contact shape, with the number of the viewer's direct room with each (0: none). */
      async function presentContacts(viewer: Viewer, people: Profile[]) {
        const ids = people.map((p) => p.id);
        const [accounts, rooms] = await Promise.all([numbersOf(db, deps.clock, 'account', ids), queries.directRoomsWith(db, viewer.id, ids)]);
        const roomNumbers = await numbersOf(db, deps.clock, 'room', [...rooms.values()]);
        return people.map((person) => ({
          account_id: accounts.get(person.id)!,
          room_id: roomNumbers.get(rooms.get(person.id) ?? '') ?? 0,
          ...profileOf(person),
        }));
      }

      v2.get('/contacts', { schema: schemas.contacts }, async (request, reply) => {
        const { viewer } = authOf(request);
        const people: Profile[] = [];
        let token: string | null | undefined = null;
        do {
          const page = await listContacts(deps, viewer, { limit: 100, nextToken: token });
          people.push(...page.items);
          token = page.nextToken;
        } while (token);
        if (people.length === 0) return reply.code(204).send();
        return presentContacts(viewer, people);
      });

      v2.get('/incoming_requests', { schema: schemas.incomingRequests }, async (request, reply) => {
        const { viewer } = authOf(request);
        const page = await listContactRequests(deps, viewer, { filter: { direction: 'received' }, limit: MESSAGE_PAGE });
        if (page.items.length === 0) return reply.code(204).send();
        const requesters = new Map((await queries.profiles(db, page.items.map((r) => r.request_user_id))).map((p) => [p.id, p]));
        const [requestNumbers, accountNumbers] = await Promise.all([
          numbersOf(db, deps.clock, 'request', page.items.map((r) => r.id)),
          numbersOf(db, deps.clock, 'account', page.items.map((r) => r.request_user_id)),
        ]);
        return page.items.map((r) => ({
          request_id: requestNumbers.get(r.id)!,
          account_id: accountNumbers.get(r.request_user_id)!,
          message: '',
          ...profileOf(requesters.get(r.request_user_id)),
        }));
      });

      /** A request waiting for the viewer's answer, by its number (NOT_FOUND for any other). */
      async function incomingRequestOf(viewer: Viewer, requestNumber: number) {
        const id = await idOf(db, 'request', requestNumber);
        if (!id || !(await queries.isRequestTo(db, id, viewer.id))) throw notFound();
        return id;
      }

      v2.put<{ Params: { request_id: number } }>('/incoming_requests/:request_id', { schema: schemas.acceptRequest }, async (request) => {
        const { viewer } = authOf(request);
        const accepted = await acceptContactRequest(deps, viewer, { id: await incomingRequestOf(viewer, request.params.request_id) });
        const [requester] = await queries.profiles(db, [accepted.request_user_id]);
        if (!requester) throw notFound();
        return (await presentContacts(viewer, [requester]))[0];
      });

      v2.delete<{ Params: { request_id: number } }>('/incoming_requests/:request_id', { schema: schemas.declineRequest }, async (request, reply) => {
        const { viewer } = authOf(request);
        await deleteContactRequest(deps, viewer, { id: await incomingRequestOf(viewer, request.params.request_id) });
        return reply.code(204).send();
      });
    },
    { prefix: '/v2' },
  );
}
