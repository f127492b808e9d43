import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@musubi/shared';

/**
 * Table shapes. Column names are the spec's field names (section 3) so rows map to GraphQL types as they are.
 * Times are UTC ISO-8601 strings; flags are integers 0/1 on both databases (see docs/decisions/0002).
 */
type Flag = Generated<number>;
type Count = Generated<number>;
/** PostgreSQL returns bigint as a string unless told otherwise; db/index.ts parses it to a number. */
type Big = ColumnType<number, number | bigint, number | bigint>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  name: string | null;
  image: string | null;
  company_name: string | null;
  industry: string | null;
  position: string | null;
  post_code: string | null;
  prefectures: string | null;
  municipality: string | null;
  address: string | null;
  building: string | null;
  phone: string | null;
  phone2: string | null;
  /** JSON array of qualification names. */
  qualifications: Generated<string>;
  status: Count;
  isFirstLogin: Generated<number>;
  codeVerify: string | null;
  codeVerifyExpiresAt: string | null;
  /** Wrong tries of the current codeVerify; the code is spent after five. */
  codeVerifyAttempts: Count;
  lastTimeLogin: string | null;
  countLoginError: Count;
  userIdInvite: string | null;
  typeInvite: number | null;
  linkExternal: string | null;
  recurring_id: string | null;
  charge_day: number | null;
  is_admin: Flag;
  /** An incoming webhook's account: it posts, never signs in (decision 0305). */
  is_bot: Flag;
  /** The language the person reads Musubi in, its mails and pushes too: 'ja' or 'en' (decision 0326). */
  language: Generated<Language>;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  /** The client address the session signed in from. */
  address: string | null;
}

/** The browsers an account has signed in with: a sign-in from another is mailed to its owner. */
export interface KnownDevicesTable {
  user_id: string;
  /** SHA-256 of the User-Agent. */
  device_hash: string;
  createdAt: string;
  lastSignInAt: string;
}

/** An account's authenticator app: its key (encrypted with the server's secret), confirmed by a first code. */
export interface TotpFactorsTable {
  user_id: string;
  secret: string;
  confirmedAt: string | null;
  /** The last RFC 6238 time step accepted: a code of it or an earlier one is refused, so each is taken once. */
  lastUsedStep: Generated<number>;
  createdAt: string;
}

/** One-time recovery codes of two-step verification, hashed; each spent on use. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  usedAt: string | null;
  createdAt: string;
}

/** An administrator's requirement of two-step verification: one row, id 'instance'; none means not required. */
export interface TwoStepRequirementTable {
  id: string;
  required: Flag;
  /** When the grace period ends: from then on an account without two-step verification can only set it up. */
  enforcedAt: string | null;
  updated_user_id: string | null;
  updatedAt: string;
}

/** The OpenID Connect account (issuer and subject) an account signs in with. */
export interface SsoIdentitiesTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  createdAt: string;
  lastSignInAt: string;
}

/** A registered passkey (WebAuthn credential): its id and COSE public key in base64url, its signature counter. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: Big;
  /** The transports the browser named at registration, as a JSON array; null when it named none. */
  transports: string | null;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge handed out, spent (deleted) by its first answer; user_id is null for a sign-in alone. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in' | 'second_step';
  user_id: string | null;
  expiresAt: string;
  createdAt: string;
}

/** A provider's account waiting to be linked to a password account by its owner's password; id: the token's hash. */
export interface SsoLinkRequestsTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  expiresAt: string;
  createdAt: string;
}

export interface AuthCodesTable {
  id: string;
  user_id: string;
  /**
   * undo_email_change: a link mailed to the old address; new_email then holds the address it restores.
   * undo_password: that link's second use, setting a new password after the undo.
   * second_step: a sign-in whose password was right, waiting for its second step (a cookie holds the token).
   */
  purpose: 'reset_password' | 'change_email' | 'undo_email_change' | 'undo_password' | 'second_step' | 'totp_setup';
  code_hash: string;
  new_email: string | null;
  attempts: Count;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface RoomsTable {
  id: string;
  name: string;
  image: string | null;
  created_user_id: string;
  description: string | null;
  totalUser: Count;
  countUser: Count;
  stranger: Flag;
  musubiCode: string;
  overview: string | null;
  public: Flag;
  kind: Count;
  /** For direct rooms: the two user ids sorted and joined, unique, so a pair has one room. */
  direct_key: string | null;
  /** Sequence number of the room's latest message event. */
  last_seq: Count;
  createdAt: string;
  updatedAt: string;
}

export interface UserRoomsTable {
  id: string;
  user_id: string;
  room_id: string;
  folder_id: string | null;
  favorite: Flag;
  unread_messages: Count;
  unread_mentions: Count;
  role: number;
  last_message: string | null;
  last_read_seq: Count;
  archived: Flag;
  total_member: Count;
  createdAt: string;
  updatedAt: string;
}

export interface FoldersTable {
  id: string;
  name: string;
  created_user_id: string;
  createdAt: string;
  updatedAt: string;
}

export interface MessagesTable {
  id: string;
  room_id: string;
  user_id: string;
  seq: number;
  /** Sequence number of the message's latest change (create, edit, stamp, delete) in its room. */
  change_seq: Generated<number>;
  content: string;
  reply_message_id: string | null;
  to_user_id: string | null;
  is_to_all: Flag;
  jump: string | null;
  client_key: string | null;
  editedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface MessageEmotionsTable {
  message_id: string;
  user_id: string;
  emotion: string;
  createdAt: string;
}

export interface FilesTable {
  id: string;
  name: string;
  key: string;
  size: Big;
  type: string;
  room_id: string;
  board_id: string | null;
  task_id: string | null;
  message_id: string | null;
  memo_id: string | null;
  user_created_id: string;
  user_deleted_id: string | null;
  thumbnail_key: string | null;
  /** The image's size in pixels as it displays; null for other files and images stored before sizes were kept. */
  width: number | null;
  height: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  purgedAt: string | null;
}

export interface BoardsTable {
  id: string;
  room_id: string;
  user_created_id: string;
  user_manage_id: string | null;
  name: string;
  order: string;
  /** JSON array of label strings. */
  labels: Generated<string>;
  label: string | null;
  color: string | null;
  startDate: string | null;
  endDate: string | null;
  is_archive: Flag;
  /** The room's done column (at most one per room): a task is 完了 exactly when it is in it (decision 0310). */
  is_done: Flag;
  createdAt: string;
  updatedAt: string;
}

export interface TasksTable {
  id: string;
  board_id: string;
  room_id: string;
  user_created_id: string;
  name: string;
  description: string | null;
  order: string;
  startDate: string | null;
  endDate: string | null;
  status: Count;
  createdAt: string;
  updatedAt: string;
}

export interface TaskAssigneesTable {
  task_id: string;
  user_id: string;
  createdAt: string;
}

export interface TaskTagsTable {
  task_id: string;
  tag_id: string;
  createdAt: string;
}

export interface TaskEventsTable {
  id: string;
  task_id: string;
  room_id: string;
  user_id: string;
  action: string;
  from_board_id: string | null;
  to_board_id: string | null;
  /** The checklist or item a checklist event speaks of, by its name then (decision 0315). */
  subject: string | null;
  createdAt: string;
}

export interface TaskChecklistsTable {
  id: string;
  task_id: string;
  name: string;
  order: string;
  createdAt: string;
  updatedAt: string;
}

export interface TaskChecklistItemsTable {
  id: string;
  checklist_id: string;
  /** The checklist's task, so a page of tasks reads its items in one query. */
  task_id: string;
  name: string;
  is_done: Flag;
  user_assignee_id: string | null;
  order: string;
  createdAt: string;
  updatedAt: string;
}

export interface MemoTasksTable {
  id: string;
  task_id: string;
  content: string;
  isMessage: Flag;
  message_id: string | null;
  user_created_id: string;
  createdAt: string;
  updatedAt: string;
}

export interface TagsTable {
  id: string;
  name: string;
  color: string;
  type: number;
  /** Null for the default labels that new rooms receive. */
  room_id: string | null;
  user_created_id: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TemplatesTable {
  id: string;
  name: string;
  /** JSON: [{ name, order, color, tasks: [{ name, description?, files? }] }]. */
  boards: string;
  type: number;
  isFile: Flag;
  user_created_id: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DraftsTable {
  id: string;
  user_id: string;
  room_id: string;
  action: string;
  message_id: string | null;
  /** Empty once cleared: the row stays so that its version keeps counting. */
  draft: string;
  /** Counts the saves, so a device ignores an echo older than what it already has. */
  version: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationsTable {
  id: string;
  content: string;
  user_id: string;
  status: Count;
  type: number;
  link: string | null;
  user_created_id: string | null;
  room_id: string | null;
  public: Flag;
  createdAt: string;
  updatedAt: string;
}

export interface UserNotesTable {
  id: string;
  user_id: string;
  user_note_id: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface InvitesTable {
  id: string;
  type: number;
  user_id: string;
  request_id: string | null;
  room_id: string | null;
  role: number | null;
  route: string | null;
  email: string;
  token_hash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactRequestsTable {
  id: string;
  email: string;
  status: Count;
  request_user_id: string;
  user_id: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactsTable {
  user_id: string;
  contact_user_id: string;
  createdAt: string;
}

export interface PackagesTable {
  package_id: number;
  payment_type: number;
  name: string;
  /** Price in yen including consumption tax. */
  price: number;
  maxCapacityEveryFile: Big;
  maxCapacityFileByUser: Big;
  maxCapacityFileInRoom: Big;
  maxRoom: number;
  maxContact: number;
  aiRequestsPerDay: number;
  createdAt: string;
}

export interface TransactionsTable {
  id: string;
  tran_id: string | null;
  order_id: string;
  amount: number;
  status: number;
  user_id: string;
  package_id: number;
  payment_type: number;
  is_regis_auto: Flag;
  period_start: string | null;
  period_end: string | null;
  provider: string;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentProfilesTable {
  user_id: string;
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  card_brand: string | null;
  last_digits: string | null;
  exp_month: number | null;
  exp_year: number | null;
  auto_payment_failed: Flag;
  cancel_at_period_end: Flag;
  /** The provider's payment method renewals are charged to. */
  payment_method_id: string | null;
  /** The period (payment_type) the next renewal switches to; null when it keeps the current one. */
  next_payment_type: number | null;
  updatedAt: string;
}

export interface ProcessedEventsTable {
  /** A provider event id, stored once so a replayed webhook is applied once. */
  id: string;
  source: string;
  createdAt: string;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationMessagesTable {
  id: string;
  conversationId: string;
  role: string;
  content: string;
  /** complete, streaming, stopped or failed. */
  status: Generated<string>;
  /** JSON { room_id?, board_id? } of a user message: the context the user chose. */
  context: string | null;
  /** The Japanese reason a failed answer shows. */
  error: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface ContactFormsTable {
  id: string;
  name: string;
  email: string;
  company_name: string | null;
  content: string;
  user_id: string | null;
  createdAt: string;
}

export interface AuditLogsTable {
  id: string;
  actor_id: string;
  action: string;
  target: string | null;
  detail: string | null;
  createdAt: string;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  two_step_requirement: TwoStepRequirementTable;
  sso_identities: SsoIdentitiesTable;
  sso_link_requests: SsoLinkRequestsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  auth_codes: AuthCodesTable;
  rooms: RoomsTable;
  user_rooms: UserRoomsTable;
  folders: FoldersTable;
  messages: MessagesTable;
  message_emotions: MessageEmotionsTable;
  files: FilesTable;
  boards: BoardsTable;
  tasks: TasksTable;
  task_assignees: TaskAssigneesTable;
  task_tags: TaskTagsTable;
  task_events: TaskEventsTable;
  task_checklists: TaskChecklistsTable;
  task_checklist_items: TaskChecklistItemsTable;
  memo_tasks: MemoTasksTable;
  tags: TagsTable;
  templates: TemplatesTable;
  drafts: DraftsTable;
  notifications: NotificationsTable;
  user_notes: UserNotesTable;
  invites: InvitesTable;
  contact_requests: ContactRequestsTable;
  contacts: ContactsTable;
  packages: PackagesTable;
  transactions: TransactionsTable;
  payment_profiles: PaymentProfilesTable;
  processed_events: ProcessedEventsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  contact_forms: ContactFormsTable;
  audit_logs: AuditLogsTable;
  mail_outbox: MailOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_settings: NotificationSettingsTable;
  room_notification_settings: RoomNotificationSettingsTable;
  pending_mails: PendingMailsTable;
  api_tokens: ApiTokensTable;
  api_settings: ApiSettingsTable;
  api_numbers: ApiNumbersTable;
  api_message_cursors: ApiMessageCursorsTable;
  import_jobs: ImportJobsTable;
  import_keys: ImportKeysTable;
  export_jobs: ExportJobsTable;
  incoming_webhooks: IncomingWebhooksTable;
  outgoing_webhooks: OutgoingWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/** A room's (or an account's) outgoing webhook in Chatwork's format: where it posts, which events, the token that signs each body. */
export interface OutgoingWebhooksTable {
  id: string;
  /** Null for an account's setting: its owner's mentions in every room they are a member of. */
  room_id: string | null;
  user_id: string;
  url: string;
  /** Base64 of the signing key, as Chatwork shows a setting's token. */
  token: string;
  /** Comma-separated: message_created, message_updated, mention_to_me. */
  events: string;
  createdAt: string;
}

/** One delivery of an outgoing webhook: a job (due, leased, retried with backoff) and its log line. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_type: string;
  body: string;
  /** pending, done or failed. */
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  response_status: number | null;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** A Slack-compatible incoming webhook of a room: its bot account and the SHA-256 of its URL's secret. */
export interface IncomingWebhooksTable {
  id: string;
  room_id: string;
  bot_user_id: string;
  name: string;
  token_hash: string;
  created_user_id: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Where a token's last GET /rooms/{id}/messages stopped in a room: the highest change_seq it was given. */
export interface ApiMessageCursorsTable {
  token_id: string;
  room_id: string;
  change_seq: number;
}

/** The REST API's number of an account, room, task or file (kind), given the first time the API shows it. */
export interface ApiNumbersTable {
  number: Generated<number>;
  kind: string;
  target_id: string;
  createdAt: string;
}

/** A personal API token: only its SHA-256 is kept. scope: read or write. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scope: string;
  token_hash: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The instance's API settings: one row, id 'instance'; none means the API is on. */
export interface ApiSettingsTable {
  id: string;
  disabled: Flag;
  updated_user_id: string | null;
  updatedAt: string;
}

/** An import of another service's export (decision 0285): its dry run, progress, cursor and lease. */
export interface ImportJobsTable {
  id: string;
  /** The source read (decision 0319): slack or trello. */
  kind: string;
  /** The room a Trello board is imported into; null for a Slack workspace (which makes its own rooms). */
  room_id: string | null;
  /** planned (dry run shown) → queued → running → done | failed | cancelled. */
  state: string;
  file_key: string;
  file_name: string;
  created_user_id: string;
  /** The dry run, as JSON. */
  report: string;
  /** Steps done out of total (the source's items, in its fixed order). */
  done: Count;
  total: Count;
  /** What was created and skipped so far, as JSON. */
  counts: string;
  /** Steps done and committed: a restart resumes after it. */
  cursor: Count;
  error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An export of the instance, of chosen rooms or of a person's own data (decision 0320): progress, lease, the zip. */
export interface ExportJobsTable {
  id: string;
  /** instance, rooms (administrators) or personal (the starter's own data). */
  kind: string;
  /** queued → running → done | failed | cancelled; done → expired once its zip is deleted. */
  state: string;
  /** For rooms: the chosen room ids, as a JSON array. */
  room_ids: string | null;
  created_user_id: string;
  /** Rows written out of total. */
  done: Count;
  total: Count;
  /** Rows written per kind (users, rooms, messages ...), as JSON. */
  counts: string;
  /** The stored zip, once done. */
  file_key: string | null;
  size: Big | null;
  error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  /** Until when the zip may be downloaded; it is deleted after. */
  expiresAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an imported item of a source (slack: a user, channel or message; trello: a label, list, card or comment) became here. */
export interface ImportKeysTable {
  source: string;
  key: string;
  target_id: string;
  createdAt: string;
}

/** A device's Web Push subscription, tied to the session that registered it. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  session_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which encrypt each payload. */
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  /** Minutes a To or direct message may stay unread before it is mailed; 0 mails nothing. */
  mail_delay_minutes: number;
  /** Do-not-disturb from and to, HH:mm in Japan time; both null when off. */
  quiet_from: string | null;
  quiet_to: string | null;
  updatedAt: string;
}

export interface RoomNotificationSettingsTable {
  user_id: string;
  room_id: string;
  level: 'all' | 'mentions' | 'none';
  updatedAt: string;
}

export interface PendingMailsTable {
  id: string;
  user_id: string;
  room_id: string;
  message_id: string;
  seq: number;
  dueAt: string;
  claimedAt: string | null;
  createdAt: string;
}
