/** Enumerations and constants of spec sections 3 and 9, with the names the spec gives them. */

export const ROOM_ROLE = { view: 0, user: 1, admin: 2 } as const;
export type RoomRole = (typeof ROOM_ROLE)[keyof typeof ROOM_ROLE];

/** Kinds of room. The spec names only rooms; a direct room joins two contacts, "my chat" is a user's own. */
export const ROOM_KIND = { group: 0, direct: 1, myChat: 2 } as const;

export const USER_STATUS = { unconfirmed: 0, active: 1, suspended: 2 } as const;

export const NOTIFICATION_TYPE = { mention: 0, account: 1 } as const;
export const NOTIFICATION_STATUS = { unread: 0, read: 1 } as const;
export const LOG_ENTRY_TYPE = NOTIFICATION_TYPE;

export const INVITE_TYPE = {
  joinRoom: 1,
  addContactNotExist: 2,
  addContactExist: 3,
  addContactExternal: 4,
} as const;

export const CONTACT_REQUEST_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;

export const PACKAGE_ID = { free: 0, standard: 1 } as const;
export const PAYMENT_PERIOD = { month: 1, year: 2 } as const;
export const PAYMENT_STEP = { confirm: 'confirm', complete: 'complete' } as const;
export const PAYMENT_ACTION = { payment: 'payment', change: 'change' } as const;
export const JOB_CODE = { check: 'CHECK', capture: 'CAPTURE' } as const;

export const TASK_ACTION = { moved: 'moved', added: 'added', removed: 'removed' } as const;
/** What a task's history records of its checklists (decision 0315), beside TASK_ACTION's moves between boards. */
export const CHECKLIST_ACTION = {
  added: 'checklist_added',
  removed: 'checklist_removed',
  itemAdded: 'item_added',
  itemDone: 'item_done',
  itemReopened: 'item_reopened',
  itemRemoved: 'item_removed',
} as const;
export const BOARD_ACTION = { remove: 'remove', clone: 'clone', archive: 'archive' } as const;
export const CRUD_ACTION = { delete: 'delete', edit: 'edit', add: 'add' } as const;
export const PAGE_DIRECTION = { next: 'next', prev: 'prev' } as const;

export const TAG_LIST_MODE = { all: 1, byRoom: 2, default: 3 } as const;
/** Tag.type: a room's own tag, or a default label (type 4 in the typed variant of the spec). */
export const TAG_TYPE = { room: 1, default: 4 } as const;
export const TEMPLATE_LIST_MODE = { all: 1, byUser: 2, default: 3 } as const;
/** Template.type: 1 for a user's template, 3 for a default one. */
export const TEMPLATE_TYPE = { user: 1, default: 3 } as const;

/** Draft actions: a new message, a reply, or an edit of an existing message. */
export const DRAFT_ACTION = { new: 'new', reply: 'reply', edit: 'edit' } as const;

export const SIGN_IN_STEP = [
  'DONE',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'RESET_PASSWORD',
  'CONFIRM_SIGN_UP',
] as const;
export type SignInStep = (typeof SIGN_IN_STEP)[number];
export const SIGN_UP_STEP = ['DONE', 'COMPLETE_AUTO_SIGN_IN', 'CONFIRM_SIGN_UP'] as const;

export const DEFAULT_TAGS = [
  { name: '確認中', color: '#ffb965' },
  { name: 'メモ', color: '#deceff' },
  { name: '優先度低', color: '#d4f2e7' },
  { name: '優先度中', color: '#f8f496' },
  { name: '優先度高', color: '#ffd3d3' },
] as const;

export const EMOTIONS = [
  { id: 'roger', alt: '了解' },
  { id: 'bow', alt: 'ありがとう' },
  { id: 'cracker', alt: 'おめでとう' },
  { id: 'dance', alt: 'わーい' },
  { id: 'clap', alt: 'すごい' },
  { id: 'yes', alt: 'いいね' },
] as const;
export type EmotionId = (typeof EMOTIONS)[number]['id'];
export const EMOTION_IDS = EMOTIONS.map((e) => e.id) as EmotionId[];

/** A task's status: 未着手, 進行中 and 完了. */
export const TASK_STATUS = { open: 0, doing: 1, done: 2 } as const;

/**
 * The status a task gets in `boardId` (decision 0310): in a room with a done column, 完了 inside it and, leaving
 * it, back to 未着手; a move between other columns keeps the status. The server stores it; the board shows it the
 * moment a card is dropped, before the server answers.
 */
export function statusIn(boardId: string, doneId: string | undefined, status: number): number {
  if (!doneId) return status;
  if (boardId === doneId) return TASK_STATUS.done;
  return status === TASK_STATUS.done ? TASK_STATUS.open : status;
}

/** Column names that evidently mean "finished": such a column becomes a room's done column (decision 0310). */
const DONE_COLUMN_NAMES = ['完了', '完了済み', '済', '済み', 'done', 'finished', 'completed', 'complete'];
export const isDoneColumnName = (name: string) => DONE_COLUMN_NAMES.includes(name.trim().toLowerCase());

/** The default template: two boards with starter tasks, blue and green. */
export const DEFAULT_TEMPLATE = {
  name: 'はじめてのボード',
  boards: [
    {
      name: '未着手',
      order: 'a0',
      color: '#009dff',
      tasks: [{ name: 'タスクを追加してみましょう' }, { name: 'ファイルを添付してみましょう', files: [] }],
    },
    {
      name: '完了',
      order: 'a1',
      color: '#37c79b',
      tasks: [{ name: 'カードをドラッグして移動できます' }],
    },
  ],
} as const;

/** A profile's text fields (besides the picture and the qualifications), in the profile form's order. */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'company_name',
  'industry',
  'position',
  'post_code',
  'prefectures',
  'municipality',
  'address',
  'building',
  'phone',
  'phone2',
] as const;

/** The 16 fixed qualification options, in the spec's order. */
export const QUALIFICATIONS = [
  '社会保険労務士',
  '税理士・会計士',
  '行政書士',
  '司法書士',
  '中小企業診断士',
  '弁護士',
  'ITパスポート',
  '認定支援機関',
  'ファイナンシャルプランナー',
  '講師・教師',
  'SDGs認証',
  'ITコンサルタント',
  '経営コンサルタント',
  '宅地建物取引士',
  '事務員',
  '公務員',
] as const;

/** The qualifications in English, for the screens and the administrators' CSV (decision 0326). */
export const QUALIFICATION_NAMES_EN: Record<(typeof QUALIFICATIONS)[number], string> = {
  '社会保険労務士': 'Labour and social security attorney',
  '税理士・会計士': 'Tax accountant / accountant',
  '行政書士': 'Administrative scrivener',
  '司法書士': 'Judicial scrivener',
  '中小企業診断士': 'SME management consultant',
  '弁護士': 'Lawyer',
  'ITパスポート': 'IT Passport',
  '認定支援機関': 'Certified support organisation',
  'ファイナンシャルプランナー': 'Financial planner',
  '講師・教師': 'Lecturer / teacher',
  'SDGs認証': 'SDGs certification',
  'ITコンサルタント': 'IT consultant',
  '経営コンサルタント': 'Management consultant',
  '宅地建物取引士': 'Real estate broker',
  '事務員': 'Office clerk',
  '公務員': 'Civil servant',
};

/** Accepted upload types (spec section 5) as file extensions; "audio, video, image" are families. */
export const UPLOAD_FAMILIES = ['audio', 'video', 'image'] as const;
export const UPLOAD_EXTENSIONS = [
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf', 'zip', 'pps', 'ppsx', 'odt', 'psd', 'ai',
] as const;

export const VERIFICATION_CODE = { min: 100000, max: 999999 } as const;

/** Timing constants of spec section 9, in milliseconds. */
export const TIMING = {
  credentialsCache: 50 * 60_000,
  autoSignInWindow: 3 * 60_000,
  clockSkew: 5 * 60_000,
  pageAutoReload: 10 * 60_000,
  reloadLoopGuard: 10_000,
  buildPoll: 60 * 60_000,
  realtimeAck: 15_000,
  keepAliveTimeout: 5 * 60_000,
  keepAliveAlert: 65_000,
  reconnectFirst: 5_000,
  reconnectEvery: 60_000,
  /** A socket the server closed for falling behind reconnects within this (ms), at random (decision 0257). */
  reconnectBehind: 1_000,
} as const;

/**
 * Close codes of the subscription socket that the page acts on (the graphql-ws 44xx range, so its client does
 * not retry on its own): the session behind the socket ended, or the session already holds too many sockets; and
 * one the page reconnects from at once: the socket fell behind. The limits are chosen in
 * docs/decisions/0121-socket-limits.md and 0257.
 */
export const SOCKET = {
  sessionEndedCode: 4401,
  tooManySocketsCode: 4429,
  /** The socket fell behind (its unsent events too old or too many, decision 0257): reconnect now and catch up. */
  fellBehindCode: 4413,
  maxSubscriptions: 100,
  maxSocketsPerSession: 16,
} as const;

export const RETRY = { maxAttempts: 3, backoffCap: 5 * 60_000 } as const;

/** Field lengths the spec leaves open; chosen in docs/decisions/0003-field-limits.md. */
export const LIMITS = {
  shortText: 255,
  email: 254,
  password: 128,
  longText: 2_000,
  message: 10_000,
  description: 10_000,
  pageSize: 50,
  maxPageSize: 100,
  apiTokenName: 50,
  webhookName: 50,
} as const;

/** A personal API token reads only (GET), or reads and writes (decision 0265). */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * A board's filter answered by the server in one request (decision 0323): a page holds every task of a board of a
 * thousand; the searched text is a phrase, not a document; the due filters are those of the board's toolbar.
 */
export const TASK_FILTER = { pageSize: 1_000, text: 100, due: ['overdue', 'week', 'none'] as const } as const;
export type TaskDueFilter = (typeof TASK_FILTER.due)[number];

/** Checklists on a task (decision 0315): how many a task holds, how many items each, and their names' lengths. */
export const CHECKLIST_LIMITS = { perTask: 10, itemsPerChecklist: 50, name: 100, itemName: 255 } as const;

/** The public REST API's limits: tokens per account, and requests per token as Chatwork documents them. */
export const API_LIMITS = { tokensPerUser: 20, requestsPerWindow: 300, windowSeconds: 300 } as const;

/** Webhooks: how many a room may have, how many mention webhooks an account may have (decision 0313), and how many posts an incoming one may make a minute (decision 0305). */
export const WEBHOOK_LIMITS = { perRoom: 20, perAccount: 5, postsPerMinute: 30 } as const;

/** The events an outgoing webhook sends, in Chatwork's names (decision 0306). */
export const WEBHOOK_EVENTS = ['message_created', 'message_updated', 'mention_to_me'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How much of a room reaches a member who is not looking (push and mail): every message, To and direct only, nothing. */
export const NOTIFICATION_LEVELS = ['all', 'mentions', 'none'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
export const DEFAULT_NOTIFICATION_LEVEL: NotificationLevel = 'mentions';

/** Minutes an unread To or direct message waits before it is mailed: off, 10 minutes, 1 hour. */
export const MAIL_DELAYS = [0, 10, 60] as const;
export type MailDelay = (typeof MAIL_DELAYS)[number];
export const DEFAULT_MAIL_DELAY: MailDelay = 10;

/** Finding people to connect with: a few characters of a name or company, or an exact address; a short answer. */
export const PEOPLE_SEARCH = { minLength: 2, maxResults: 20 } as const;

/**
 * Profile and room pictures: uploaded, squared and resized on the server, and served under AVATAR.pathPrefix.
 * A picture is only ever one of these paths, never an address from elsewhere.
 */
export const AVATAR = {
  pathPrefix: '/api/avatars/',
  pattern: /^\/api\/avatars\/[0-9a-f-]{36}\.webp$/,
  size: 256,
  maxUploadBytes: 10 * 1024 * 1024,
} as const;

/** The languages a person can read Musubi in (decision 0326): Japanese, the default and the spec's, and English. */
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';
