/**
 * The JSON schemas of the /v2 routes: Fastify checks requests with them (a refusal is a 400 in Chatwork's shape)
 * and writes answers with them, and the OpenAPI document is generated from them.
 */

/** Chatwork's clients send their bodies form-encoded; JSON is taken too. */
const consumes = ['application/x-www-form-urlencoded', 'application/json'];

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

const errors = { type: 'object', properties: { errors: { type: 'array', items: str } }, required: ['errors'] } as const;
const refusals = { 400: errors, 401: errors, 403: errors, 404: errors, 429: errors } as const;

const roomParams = { type: 'object', properties: { room_id: { type: 'integer', minimum: 1 } }, required: ['room_id'] } as const;
const messageParams = {
  type: 'object',
  properties: { room_id: { type: 'integer', minimum: 1 }, message_id: { type: 'string', pattern: '^[0-9]{1,20}$' } },
  required: ['room_id', 'message_id'],
} as const;

const account = {
  type: 'object',
  properties: { account_id: int, name: str, avatar_image_url: str },
} as const;

const me = {
  type: 'object',
  properties: Object.fromEntries(
    [
      ['account_id', int],
      ['room_id', int],
      ['organization_id', int],
      ...['name', 'chatwork_id', 'organization_name', 'department', 'title', 'url', 'introduction', 'mail', 'tel_organization', 'tel_extension', 'tel_mobile', 'skype', 'facebook', 'twitter', 'avatar_image_url', 'login_mail'].map((k) => [k, str]),
    ],
  ),
} as const;

const room = {
  type: 'object',
  properties: {
    room_id: int,
    name: str,
    type: { type: 'string', enum: ['my', 'direct', 'group'] },
    role: { type: 'string', enum: ['admin', 'member', 'readonly'] },
    sticky: bool,
    unread_num: int,
    mention_num: int,
    mytask_num: int,
    message_num: int,
    file_num: int,
    task_num: int,
    icon_path: str,
    last_update_time: int,
    description: str,
  },
} as const;

/** The profile fields Chatwork gives of a member, a contact or a requester. */
const profile = { name: str, chatwork_id: str, organization_id: int, organization_name: str, department: str, avatar_image_url: str } as const;

const member = {
  type: 'object',
  properties: {
    account_id: int,
    role: { type: 'string', enum: ['admin', 'member', 'readonly'] },
    ...profile,
  },
} as const;

const message = {
  type: 'object',
  properties: { message_id: str, account, body: str, send_time: int, update_time: int },
} as const;

const taskParams = {
  type: 'object',
  properties: { room_id: { type: 'integer', minimum: 1 }, task_id: { type: 'integer', minimum: 1 } },
  required: ['room_id', 'task_id'],
} as const;

const taskFields = {
  task_id: int,
  assigned_by_account: account,
  message_id: str,
  body: str,
  limit_time: int,
  status: { type: 'string', enum: ['open', 'done'] },
  limit_type: { type: 'string', enum: ['none', 'date', 'time'] },
} as const;
const task = { type: 'object', properties: { ...taskFields, account } } as const;
const myTask = { type: 'object', properties: { ...taskFields, room: { type: 'object', properties: { room_id: int, name: str, icon_path: str } } } } as const;
const taskFilter = { type: 'string', enum: ['open', 'done'] } as const;

const messageId = { type: 'object', properties: { message_id: str } } as const;

const contact = {
  type: 'object',
  properties: {
    account_id: int,
    room_id: int,
    ...profile,
  },
} as const;

const incomingRequest = {
  type: 'object',
  properties: {
    request_id: int,
    account_id: int,
    message: str,
    ...profile,
  },
} as const;

const actionType = { type: 'string', enum: ['leave', 'delete'] } as const;

/** Account numbers, comma-separated, as Chatwork's forms send them. */
const accountList = { type: 'string', pattern: '^[0-9, ]{0,2000}$' } as const;

const requestParams = { type: 'object', properties: { request_id: { type: 'integer', minimum: 1 } }, required: ['request_id'] } as const;

const fileParams = {
  type: 'object',
  properties: { room_id: { type: 'integer', minimum: 1 }, file_id: { type: 'integer', minimum: 1 } },
  required: ['room_id', 'file_id'],
} as const;

const fileFields = { file_id: int, account, message_id: str, filename: str, filesize: int, upload_time: int } as const;
const file = { type: 'object', properties: fileFields } as const;

/** The room's invitation link: Musubi's room code, open while the room is public (docs/api.md). */
const link = { type: 'object', properties: { public: bool, url: str, need_acceptance: bool, description: str } } as const;
const linkForm = {
  type: ['object', 'null'],
  properties: { code: { type: 'string', maxLength: 50 }, need_acceptance: { type: 'integer', enum: [0, 1] }, description: { type: 'string', maxLength: 10000 } },
} as const;

export const schemas = {
  me: { tags: ['me'], summary: '自分自身の情報', response: { 200: me, ...refusals } },
  myStatus: {
    tags: ['my'],
    summary: '未読数・未読 To 数・未完了タスク数',
    response: {
      200: {
        type: 'object',
        properties: { unread_room_num: int, mention_room_num: int, mytask_room_num: int, unread_num: int, mention_num: int, mytask_num: int },
      },
      ...refusals,
    },
  },
  rooms: { tags: ['rooms'], summary: '参加しているルームの一覧', response: { 200: { type: 'array', items: room }, ...refusals } },
  room: { tags: ['rooms'], summary: 'ルームの情報', params: roomParams, response: { 200: room, ...refusals } },
  members: { tags: ['rooms'], summary: 'ルームのメンバー一覧', params: roomParams, response: { 200: { type: 'array', items: member }, ...refusals } },
  messages: {
    tags: ['messages'],
    summary: 'メッセージ一覧（前回取得からの差分、force=1 で最新100件）',
    params: roomParams,
    querystring: { type: 'object', properties: { force: { type: 'integer', enum: [0, 1] } } },
    response: { 200: { type: 'array', items: message }, 204: { type: 'null', description: '新しいメッセージなし' }, ...refusals },
  },
  postMessage: {
    consumes,
    tags: ['messages'],
    summary: 'メッセージを投稿',
    params: roomParams,
    body: {
      type: 'object',
      properties: { body: { type: 'string', minLength: 1, maxLength: 10000 }, self_unread: { type: 'integer', enum: [0, 1] } },
      required: ['body'],
    },
    response: { 200: messageId, ...refusals },
  },
  message: { tags: ['messages'], summary: 'メッセージ', params: messageParams, response: { 200: message, ...refusals } },
  updateMessage: {
    consumes,
    tags: ['messages'],
    summary: '自分のメッセージを編集',
    params: messageParams,
    body: { type: 'object', properties: { body: { type: 'string', minLength: 1, maxLength: 10000 } }, required: ['body'] },
    response: { 200: messageId, ...refusals },
  },
  deleteMessage: { tags: ['messages'], summary: 'メッセージを削除', params: messageParams, response: { 200: messageId, ...refusals } },
  myTasks: {
    tags: ['my'],
    summary: '自分のタスク一覧（最大100件）',
    querystring: { type: 'object', properties: { assigned_by_account_id: { type: 'integer', minimum: 1 }, status: taskFilter } },
    response: { 200: { type: 'array', items: myTask }, ...refusals },
  },
  tasks: {
    tags: ['tasks'],
    summary: 'ルームのタスク一覧（最大100件）',
    params: roomParams,
    querystring: { type: 'object', properties: { account_id: { type: 'integer', minimum: 1 }, assigned_by_account_id: { type: 'integer', minimum: 1 }, status: taskFilter } },
    response: { 200: { type: 'array', items: task }, 204: { type: 'null', description: 'タスクなし' }, ...refusals },
  },
  postTask: {
    consumes,
    tags: ['tasks'],
    summary: 'タスクを追加（担当者ごとに1件。ルームの最初のボードに入ります）',
    params: roomParams,
    body: {
      type: 'object',
      properties: {
        body: { type: 'string', minLength: 1, maxLength: 10000 },
        to_ids: { type: 'string', pattern: '^[0-9, ]{1,2000}$' },
        limit: { type: 'integer', minimum: 0, maximum: 32503680000 },
        limit_type: { type: 'string', enum: ['none', 'date', 'time'] },
      },
      required: ['body', 'to_ids'],
    },
    response: { 200: { type: 'object', properties: { task_ids: { type: 'array', items: int } } }, ...refusals },
  },
  task: { tags: ['tasks'], summary: 'タスクの情報', params: taskParams, response: { 200: task, ...refusals } },
  taskStatus: {
    consumes,
    tags: ['tasks'],
    summary: 'タスクの完了状態を変更',
    params: taskParams,
    body: { type: 'object', properties: { body: taskFilter }, required: ['body'] },
    response: { 200: { type: 'object', properties: { task_id: int } }, ...refusals },
  },
  readMessages: {
    consumes,
    tags: ['messages'],
    summary: 'メッセージを既読にする',
    params: roomParams,
    body: { type: ['object', 'null'], properties: { message_id: { type: 'string', pattern: '^[0-9]{1,20}$' } } },
    response: { 200: { type: 'object', properties: { unread_num: int, mention_num: int } }, ...refusals },
  },
  createRoom: {
    consumes,
    tags: ['rooms'],
    summary: 'グループチャットを作成（作成者は管理者になります）',
    body: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 255 },
        description: { type: 'string', maxLength: 10000 },
        members_admin_ids: accountList,
        members_member_ids: accountList,
        members_readonly_ids: accountList,
        icon_preset: str,
      },
      required: ['name', 'members_admin_ids'],
    },
    response: { 200: { type: 'object', properties: { room_id: int } }, ...refusals },
  },
  updateRoom: {
    consumes,
    tags: ['rooms'],
    summary: 'チャットの名前・概要を変更（管理者のみ）',
    params: roomParams,
    body: { type: ['object', 'null'], properties: { name: { type: 'string', minLength: 1, maxLength: 255 }, description: { type: 'string', maxLength: 10000 }, icon_preset: str } },
    response: { 200: { type: 'object', properties: { room_id: int } }, ...refusals },
  },
  deleteRoom: {
    consumes,
    tags: ['rooms'],
    summary: 'チャットから退席（leave）またはチャットを削除（delete、管理者のみ）',
    params: roomParams,
    // In the body as Chatwork documents it, or in the query as some clients send a DELETE's parameters.
    body: { type: ['object', 'null'], properties: { action_type: actionType } },
    querystring: { type: 'object', properties: { action_type: actionType } },
    response: { 204: { type: 'null', description: '退席または削除しました' }, ...refusals },
  },
  unreadMessages: {
    consumes,
    tags: ['messages'],
    summary: 'メッセージ以降を未読にする',
    params: roomParams,
    body: { type: 'object', properties: { message_id: { type: 'string', pattern: '^[0-9]{1,20}$' } }, required: ['message_id'] },
    response: { 200: { type: 'object', properties: { unread_num: int, mention_num: int } }, ...refusals },
  },
  contacts: {
    tags: ['contacts'],
    summary: 'コンタクトの一覧',
    response: { 200: { type: 'array', items: contact }, 204: { type: 'null', description: 'コンタクトなし' }, ...refusals },
  },
  incomingRequests: {
    tags: ['contacts'],
    summary: '自分へのコンタクト承認依頼の一覧（最大100件）',
    response: { 200: { type: 'array', items: incomingRequest }, 204: { type: 'null', description: '依頼なし' }, ...refusals },
  },
  acceptRequest: {
    tags: ['contacts'],
    summary: 'コンタクト承認依頼を承認（相手とのダイレクトチャットが開きます）',
    params: requestParams,
    response: { 200: contact, ...refusals },
  },
  updateMembers: {
    consumes,
    tags: ['rooms'],
    summary: 'メンバーを一括で変更（管理者のみ。一覧にない人は退席、閲覧のみは readonly）',
    params: roomParams,
    body: {
      type: 'object',
      properties: { members_admin_ids: { ...accountList, minLength: 1 }, members_member_ids: accountList, members_readonly_ids: accountList },
      required: ['members_admin_ids'],
    },
    response: { 200: { type: 'object', properties: { admin: { type: 'array', items: int }, member: { type: 'array', items: int }, readonly: { type: 'array', items: int } } }, ...refusals },
  },
  files: {
    tags: ['files'],
    summary: 'ルームのファイル一覧（最大100件、account_id でアップロードした人を指定）',
    params: roomParams,
    querystring: { type: 'object', properties: { account_id: { type: 'integer', minimum: 1 } } },
    response: { 200: { type: 'array', items: file }, 204: { type: 'null', description: 'ファイルなし' }, ...refusals },
  },
  postFile: {
    consumes: ['multipart/form-data'],
    tags: ['files'],
    summary: 'ファイルをアップロード（multipart の file と、任意で message。メッセージに添付して投稿します）',
    params: roomParams,
    response: { 200: { type: 'object', properties: { file_id: int } }, 413: errors, ...refusals },
  },
  file: {
    tags: ['files'],
    summary: 'ファイルの情報（create_download_url=1 で、ログインなしで15分間使えるダウンロード URL を付けます）',
    params: fileParams,
    querystring: { type: 'object', properties: { create_download_url: { type: 'integer', enum: [0, 1] } } },
    response: { 200: { type: 'object', properties: { ...fileFields, download_url: str } }, ...refusals },
  },
  link: { tags: ['rooms'], summary: '招待リンク（ルームコード）の情報', params: roomParams, response: { 200: link, ...refusals } },
  createLink: {
    consumes,
    tags: ['rooms'],
    summary: '招待リンクを作成（ルームを公開し、ルームコードで参加できるようにします。管理者のみ）',
    params: roomParams,
    body: linkForm,
    response: { 200: link, ...refusals },
  },
  updateLink: {
    consumes,
    tags: ['rooms'],
    summary: '招待リンクの設定を変更（管理者のみ）',
    params: roomParams,
    body: linkForm,
    response: { 200: link, ...refusals },
  },
  deleteLink: {
    tags: ['rooms'],
    summary: '招待リンクを削除（ルームを非公開にし、ルームコードを新しくします。管理者のみ）',
    params: roomParams,
    response: { 200: link, ...refusals },
  },
  declineRequest: {
    tags: ['contacts'],
    summary: 'コンタクト承認依頼をキャンセル（相手には知らされません）',
    params: requestParams,
    response: { 204: { type: 'null', description: 'キャンセルしました' }, ...refusals },
  },
};
