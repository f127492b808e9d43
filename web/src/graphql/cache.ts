import { cacheExchange, type KeyingConfig } from '@urql/exchange-graphcache';

/**
 * The types of the schema without an `id` (pages of a list, results, settings, stamps): each is kept inside the
 * object that holds it rather than as an entity of its own. A type missing here works the same, with a warning
 * while developing.
 */
export const EMBEDDED_TYPES = [
  'AdminUserDetail', 'AssistantChunk', 'AssistantStatus', 'AuditLogPage', 'BoardEvent', 'BoardPage', 'Card', 'CardInfo',
  'CloneTemplateBoardResult', 'ConfirmSetupIntentResult', 'ContactRequestPage', 'ConversationPage', 'CustomerId', 'Emotion',
  'FilePage', 'FileVolume', 'FolderPage', 'HeadTransaction', 'InviteByEmailPage', 'InvitePreview', 'MaintenanceJob',
  'MaintenanceJobProgress', 'MaintenanceJobResult', 'MemoTaskPage', 'MessagePage', 'NotificationPage', 'NotificationSettings',
  'Package', 'PaymentMessage', 'PaymentSettings', 'RoomPage', 'SessionEnd', 'SetupIntentResult', 'SignInNextStep',
  'SignInResult', 'SignUpNextStep', 'SignUpResult', 'StripeSubscription', 'TagPage', 'TaskFile', 'TaskPage', 'TemplatePage',
  'TransactionPage', 'UpdateOrderTaskResult', 'Usage', 'UserCsvPage', 'UserNotePage', 'UserRoomPage', 'UserSearchPage',
];

const keys: KeyingConfig = Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, () => null]));

/**
 * The normalised cache (decision 0195): every object with an id is stored once, so the answer to a mutation or a
 * subscription event updates it wherever it is shown, and no query is fetched again because a mutation touched
 * a type it holds. Lists that grow or shrink are kept by their screens (the rooms, a room's messages, the board,
 * the notifications: each from its events) or fetched again by the screen that changed them.
 */
export const normalisedCache = () => cacheExchange({ keys });
