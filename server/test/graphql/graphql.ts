/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON (the captcha challenge, stored JSON documents). */
  JSON: { input: unknown; output: unknown; }
};

/** kind 1 (direct) needs exactly one other user in user_ids, who must be a contact; the pair keeps one room. */
export type AddRoomInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  overview?: InputMaybe<Scalars['String']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  stranger?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contacts to add as members (role user). */
  user_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AdminDefaultTagInput = {
  /** #rgb or #rrggbb. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Required for update and delete; ignored on create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type AdminDefaultTemplateInput = {
  /**
   * The template's boards as the board editor produces them:
   * [{ name, order?, color?, tasks: [{ name, description?, files? }] }]. Board order follows the array.
   */
  boards?: InputMaybe<Scalars['JSON']['input']>;
  /** Absent: a new default template. Present: replaces that default template's name and boards. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type AdminDeleteInput = {
  id: Scalars['ID']['input'];
};

/** The account detail page (/admin/account/{id}). */
export type AdminUserDetail = {
  __typename?: 'AdminUserDetail';
  /** Sessions that are signed in now (0 for a suspended user). */
  activeSessions: Scalars['Int']['output'];
  /** Number of those files. */
  fileCount: Scalars['Int']['output'];
  /** Bytes of the user's uploaded files that are not deleted. */
  fileVolume: Scalars['Float']['output'];
  /** When the user last signed in (users.lastTimeLogin); null if never. */
  lastSignInAt: Maybe<Scalars['String']['output']>;
  /** The plan in force now (free when no paid period covers now). */
  plan: Package;
  /** Every room the user belongs to, with the user's role (0 view, 1 user, 2 admin) and the room. */
  rooms: Array<UserRoom>;
  /** Every payment of the user, newest first. */
  transactions: Array<Transaction>;
  user: User;
};

/** A piece of an answer as it streams. The last event of an answer has done true and the final status. */
export type AssistantChunk = {
  __typename?: 'AssistantChunk';
  content: Maybe<Scalars['String']['output']>;
  conversationId: Scalars['ID']['output'];
  delta: Scalars['String']['output'];
  done: Scalars['Boolean']['output'];
  error: Maybe<Scalars['String']['output']>;
  messageId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** Optional context, chosen explicitly: the recent messages of a room, or the tasks of a board, of the caller's rooms. */
export type AssistantContextInput = {
  board_id?: InputMaybe<Scalars['ID']['input']>;
  room_id?: InputMaybe<Scalars['ID']['input']>;
};

export type AssistantMessageIdInput = {
  id: Scalars['ID']['input'];
};

/** Whether the assistant is set up (AI_BASE_URL), and the caller's use of today's allowance (Japan time). */
export type AssistantStatus = {
  __typename?: 'AssistantStatus';
  configured: Scalars['Boolean']['output'];
  model: Maybe<Scalars['String']['output']>;
  requestsPerDay: Scalars['Int']['output'];
  requestsToday: Scalars['Int']['output'];
};

/**
 * One administrator action (spec: the admin area), written in the same transaction as the change it records.
 * action is a stable dotted name: user.status, users.csv, tag.create, tag.update, tag.delete, template.save,
 * template.delete, maintenance.run.
 */
export type AuditLog = {
  __typename?: 'AuditLog';
  action: Scalars['String']['output'];
  actor: Maybe<User>;
  /** The administrator who acted. */
  actor_id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  /** What changed, as JSON (for user.status: { from, to }). */
  detail: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  /** What was acted on: a user id, tag id, template id or maintenance job name; null when nothing in particular. */
  target: Maybe<Scalars['String']['output']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  items: Array<AuditLog>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A kanban column of a room (spec section 3). order is a fractional key compared bytewise. */
export type Board = {
  __typename?: 'Board';
  color: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  endDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_archive: Scalars['Boolean']['output'];
  label: Maybe<Scalars['String']['output']>;
  labels: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  order: Scalars['String']['output'];
  room: Maybe<Room>;
  room_id: Scalars['ID']['output'];
  startDate: Maybe<Scalars['String']['output']>;
  tasks: TaskPage;
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  userManage: Maybe<User>;
  user_created_id: Scalars['ID']['output'];
  user_manage_id: Maybe<Scalars['ID']['output']>;
};


/** A kanban column of a room (spec section 3). order is a fractional key compared bytewise. */
export type BoardTasksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

/** A change of boards in a room. action: add, edit, order, archive, clone, remove. */
export type BoardEvent = {
  __typename?: 'BoardEvent';
  action: Scalars['String']['output'];
  board_id: Scalars['ID']['output'];
  boards: Array<Board>;
  room_id: Scalars['ID']['output'];
  user_id: Scalars['ID']['output'];
};

export type BoardIdInput = {
  id: Scalars['ID']['input'];
};

export type BoardPage = {
  __typename?: 'BoardPage';
  items: Array<Board>;
  /** Where the answer left off for its subscription's `after` (the live lists only; graphql/live.ts). */
  liveMark: Maybe<Scalars['String']['output']>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** The card on file as the older screens read it. card_no is masked (only the last 4 digits); card_expire_date is MM/YY. */
export type Card = {
  __typename?: 'Card';
  card_brand: Maybe<Scalars['String']['output']>;
  card_expire_date: Maybe<Scalars['String']['output']>;
  card_no: Maybe<Scalars['String']['output']>;
};

/** The card on file as the provider reports it. */
export type CardInfo = {
  __typename?: 'CardInfo';
  card_brand: Maybe<Scalars['String']['output']>;
  exp_month: Maybe<Scalars['Int']['output']>;
  exp_year: Maybe<Scalars['Int']['output']>;
  last_digits: Maybe<Scalars['String']['output']>;
};

export type ChangeStatusUserInput = {
  id: Scalars['ID']['input'];
  /** 1 restores (active), 2 suspends. For changeStatusUser it may be left out: suspends an active user, restores a suspended one. */
  status?: InputMaybe<Scalars['Int']['input']>;
};

export type CloneBoardInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CloneTemplateBoardInput = {
  room_id: Scalars['ID']['input'];
  template_id: Scalars['ID']['input'];
};

export type CloneTemplateBoardResult = {
  __typename?: 'CloneTemplateBoardResult';
  boards: Array<Board>;
  room_id: Scalars['ID']['output'];
};

export type ConfirmResetPasswordInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
};

export type ConfirmSetupIntentResult = {
  __typename?: 'ConfirmSetupIntentResult';
  card: Maybe<CardInfo>;
  /** Pass it to handleStripePaymentMethod or handleStripeChangePayment. */
  payment_method_id: Maybe<Scalars['String']['output']>;
  /** succeeded, requires_action, requires_payment_method … */
  status: Scalars['String']['output'];
};

/** A message sent through the public contact form. */
export type ContactForm = {
  __typename?: 'ContactForm';
  company_name: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A request to connect (spec section 3). status: pending 0, accepted 1. Only its two sides can see it. */
export type ContactRequest = {
  __typename?: 'ContactRequest';
  createdAt: Scalars['String']['output'];
  /** The addressee's e-mail address. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  request_user: Maybe<User>;
  request_user_id: Scalars['ID']['output'];
  status: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  user_id: Maybe<Scalars['ID']['output']>;
};

/** direction: received (default) or sent; status: pending 0 (default) or accepted 1. */
export type ContactRequestFilter = {
  direction?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};

export type ContactRequestIdInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type ContactRequestPage = {
  __typename?: 'ContactRequestPage';
  items: Array<ContactRequest>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A private conversation between one user and the assistant. */
export type Conversation = {
  __typename?: 'Conversation';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Oldest first. */
  messages: Array<ConversationMessage>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/**
 * One turn. role: user or assistant. status: complete, streaming (being written), stopped (the user stopped it;
 * content holds what had arrived) or failed (error says why in Japanese).
 */
export type ConversationMessage = {
  __typename?: 'ConversationMessage';
  content: Scalars['String']['output'];
  context_board_id: Maybe<Scalars['ID']['output']>;
  /** For a user turn: the room or board shared with the assistant. */
  context_room_id: Maybe<Scalars['ID']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type ConversationPage = {
  __typename?: 'ConversationPage';
  items: Array<Conversation>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type CreateBoardByRoomInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
  user_manage_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateContactFormInput = {
  company_name?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** By e-mail address or by user id. */
export type CreateContactRequestInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateConversationInput = {
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateFolderInput = {
  name?: InputMaybe<Scalars['String']['input']>;
};

/** room_id is required for joinRoom (1); role (default user 1) is the role the invitee gets. */
export type CreateInviteByEmailInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['Int']['input']>;
  room_id?: InputMaybe<Scalars['ID']['input']>;
  route?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateMemoTasksInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  isMessage?: InputMaybe<Scalars['Boolean']['input']>;
  task_id: Scalars['ID']['input'];
};

/**
 * to_user_id mentions one member (To), is_to_all every member (TO ALL); files are ids of files the caller uploaded
 * to this room. client_key makes a retried send safe: the same key from the same user returns the first message.
 */
export type CreateMessageInput = {
  client_key?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<Scalars['ID']['input']>>;
  is_to_all?: InputMaybe<Scalars['Boolean']['input']>;
  jump?: InputMaybe<Scalars['String']['input']>;
  reply_message_id?: InputMaybe<Scalars['ID']['input']>;
  room_id: Scalars['ID']['input'];
  to_user_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateTagInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Null (administrators only) creates a default label. */
  room_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateTaskByBoardInput = {
  board_id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  usersAssignee?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CreateTemplateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** The room whose boards (not archived) and tasks become the template. */
  room_id: Scalars['ID']['input'];
  /** Administrators may create a default template (type 3). */
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateUserNoteInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** Must be the caller's own id when given. */
  user_id?: InputMaybe<Scalars['ID']['input']>;
  user_note_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateUserRoomInput = {
  role?: InputMaybe<Scalars['Int']['input']>;
  room_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};

/** A condition on createdAt for the ...ByDate lists (UTC ISO strings). */
export type CreatedAtCondition = {
  between?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  eq?: InputMaybe<Scalars['String']['input']>;
  ge?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  le?: InputMaybe<Scalars['String']['input']>;
  lt?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerId = {
  __typename?: 'CustomerId';
  customer_id: Maybe<Scalars['String']['output']>;
};

export type DeleteAllMessageInRoomInput = {
  room_id: Scalars['ID']['input'];
};

export type DeleteConversationInput = {
  id: Scalars['ID']['input'];
};

export type DeleteFolderInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInviteByEmailInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type DeleteMessageInput = {
  id: Scalars['ID']['input'];
};

export type DeleteMessagesInput = {
  ids: Array<Scalars['ID']['input']>;
  room_id: Scalars['ID']['input'];
};

export type DeleteNotificationInput = {
  id: Scalars['ID']['input'];
};

export type DeleteTagInput = {
  id: Scalars['ID']['input'];
};

export type DeleteTemplateInput = {
  id: Scalars['ID']['input'];
};

/** user_id defaults to the caller (leaving the room); removing someone else needs the admin role. */
export type DeleteUserRoomInput = {
  room_id: Scalars['ID']['input'];
  user_id?: InputMaybe<Scalars['ID']['input']>;
};

/** A draft of the caller's for one room and action (new, reply or edit). */
export type Draft = {
  __typename?: 'Draft';
  action: Scalars['String']['output'];
  /** Empty once cleared. */
  draft: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message_id: Maybe<Scalars['ID']['output']>;
  room_id: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
  /** Counts the draft's saves: a device keeps the highest it has seen. */
  version: Scalars['Int']['output'];
};

export type DraftInput = {
  /** new, reply or edit. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** An empty draft clears it (on every device of the caller). */
  draft?: InputMaybe<Scalars['String']['input']>;
  message_id?: InputMaybe<Scalars['ID']['input']>;
  room_id: Scalars['ID']['input'];
};

/** The caller's drafts; id is the caller's user id. */
export type DraftMessages = {
  __typename?: 'DraftMessages';
  createdAt: Maybe<Scalars['String']['output']>;
  /** Cleared drafts too, with empty text and their version. */
  drafts: Array<Draft>;
  id: Scalars['ID']['output'];
  /** Where the answer left off for its subscription's `after` (the live lists only; graphql/live.ts). */
  liveMark: Maybe<Scalars['String']['output']>;
  /** The draft a save wrote (null when read). */
  saved: Maybe<Draft>;
  updatedAt: Maybe<Scalars['String']['output']>;
};

/** One user's stamp on a message: roger, bow, cracker, dance, clap or yes (spec section 9). */
export type Emotion = {
  __typename?: 'Emotion';
  emotion: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

/** A stored file (spec section 3). url is a short-lived signed download link. */
export type File = {
  __typename?: 'File';
  board_id: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  deletedAt: Maybe<Scalars['String']['output']>;
  /** An image's height in pixels, as width. */
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  memo_id: Maybe<Scalars['ID']['output']>;
  message_id: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  room_id: Scalars['ID']['output'];
  size: Scalars['Float']['output'];
  task_id: Maybe<Scalars['ID']['output']>;
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** MIME type, as checked against the content on upload. */
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
  userCreated: Maybe<User>;
  userDeleted: Maybe<User>;
  user_created_id: Scalars['ID']['output'];
  user_deleted_id: Maybe<Scalars['ID']['output']>;
  /** An image's width in pixels as it displays; null for other files and images uploaded before sizes were kept. */
  width: Maybe<Scalars['Int']['output']>;
};

export type FileIdInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type FilePage = {
  __typename?: 'FilePage';
  items: Array<File>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** Totals of the files that are not deleted (spec: File volume). */
export type FileVolume = {
  __typename?: 'FileVolume';
  total_file: Scalars['Int']['output'];
  total_file_size: Scalars['Float']['output'];
};

/** A user's private grouping of rooms. */
export type Folder = {
  __typename?: 'Folder';
  createdAt: Scalars['String']['output'];
  created_user_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rooms: UserRoomPage;
  updatedAt: Scalars['String']['output'];
};


/** A user's private grouping of rooms. */
export type FolderRoomsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type FolderPage = {
  __typename?: 'FolderPage';
  items: Array<Folder>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type HandleStripeChangePaymentInput = {
  payment_method_id?: InputMaybe<Scalars['String']['input']>;
};

/** The period the plan renews at from the next renewal on: 1 month, 2 year. */
export type HandleStripeChangePeriodInput = {
  payment_type?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Stripe mode: client_secret after Stripe.js confirmed the card in the browser (no card fields).
 * Test mode: client_secret plus the card fields, which the built-in provider checks like Stripe's test mode
 * (4242424242424242 succeeds, 4000000000000002 declined, 4000000000009995 insufficient funds,
 * 4000000000000341 registers but later charges fail). Card numbers are never stored or logged.
 */
export type HandleStripeConfirmSetupIntentInput = {
  card_name?: InputMaybe<Scalars['String']['input']>;
  card_number?: InputMaybe<Scalars['String']['input']>;
  client_secret?: InputMaybe<Scalars['String']['input']>;
  cvc?: InputMaybe<Scalars['String']['input']>;
  exp_month?: InputMaybe<Scalars['Int']['input']>;
  exp_year?: InputMaybe<Scalars['Int']['input']>;
};

/** Charge the first period of a plan with a confirmed payment method. */
export type HandleStripePaymentMethodInput = {
  package_id?: InputMaybe<Scalars['Int']['input']>;
  payment_method_id?: InputMaybe<Scalars['String']['input']>;
  payment_type?: InputMaybe<Scalars['Int']['input']>;
};

export type HandleStripePaymentSuccessInput = {
  subscription_id?: InputMaybe<Scalars['String']['input']>;
};

export type HandleStripeTransactionInput = {
  package_id?: InputMaybe<Scalars['Int']['input']>;
  payment_type?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The package in force for a user with its limits (spec: Package seen through the head transaction). Free when
 * there is no paid period covering now. Guards read it: redirect-paid (package_id 1 and is_regis_auto),
 * check-package-user (package_id 1 or hasPaymentProfile), check-auto-payment (auto_payment_failed).
 */
export type HeadTransaction = {
  __typename?: 'HeadTransaction';
  /** The last automatic renewal was refused: the user must change the card (/payment/change-method). */
  auto_payment_failed: Scalars['Boolean']['output'];
  /** When the paid period in force began; null on the free plan. */
  createdAt: Maybe<Scalars['String']['output']>;
  /** The user has a card on file with the provider (change-method and history make sense). */
  hasPaymentProfile: Scalars['Boolean']['output'];
  /** The plan renews automatically; false once cancelled (it still runs to period_end). */
  is_regis_auto: Scalars['Boolean']['output'];
  maxCapacityEveryFile: Scalars['Float']['output'];
  maxCapacityFileByUser: Scalars['Float']['output'];
  maxCapacityFileInRoom: Scalars['Float']['output'];
  maxContact: Scalars['Int']['output'];
  maxRoom: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The period (1 month, 2 year) the next renewal switches to; null when it keeps payment_type. */
  next_payment_type: Maybe<Scalars['Int']['output']>;
  package_id: Scalars['Int']['output'];
  payment_type: Scalars['Int']['output'];
  /** When the paid period in force ends (the plan renews or, after cancellation, returns to free); null on free. */
  period_end: Maybe<Scalars['String']['output']>;
  price: Scalars['Int']['output'];
  /** The paid transaction in force; null on the free plan. */
  transaction: Maybe<Transaction>;
};

/**
 * An invitation by e-mail (spec section 3). type: joinRoom 1, addContactNotExist 2, addContactExist 3,
 * addContactExternal 4. The mailed link's token is never readable; it is single-use and expires.
 */
export type InviteByEmail = {
  __typename?: 'InviteByEmail';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inviter: Maybe<User>;
  /** The contact request it opened (contact invitations). */
  request_id: Maybe<Scalars['ID']['output']>;
  /** The role a joinRoom invitation grants: view 0, user 1, admin 2. */
  role: Maybe<Scalars['Int']['output']>;
  room: Maybe<Room>;
  room_id: Maybe<Scalars['ID']['output']>;
  route: Maybe<Scalars['String']['output']>;
  type: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  usedAt: Maybe<Scalars['String']['output']>;
  /** The inviter. */
  user_id: Scalars['ID']['output'];
};

export type InviteByEmailFilter = {
  email?: InputMaybe<Scalars['String']['input']>;
  room_id?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type InviteByEmailPage = {
  __typename?: 'InviteByEmailPage';
  items: Array<InviteByEmail>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/**
 * What an invitation link shows before its holder signs up or in. status: valid, expired, used, or invalid (unknown
 * or withdrawn). The address, inviter and room are given only while the link is valid.
 */
export type InvitePreview = {
  __typename?: 'InvitePreview';
  email: Maybe<Scalars['String']['output']>;
  /** Whether the invited address already has an account (the link then leads to sign-in). */
  hasAccount: Scalars['Boolean']['output'];
  inviterName: Maybe<Scalars['String']['output']>;
  roomName: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  type: Maybe<Scalars['Int']['output']>;
};

/** A provider invoice. status: paid, open, void, uncollectible. */
export type Invoice = {
  __typename?: 'Invoice';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  total_amount: Scalars['Int']['output'];
};

export type JoinRoomByCodeInput = {
  musubiCode?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A maintenance job (the spec's /migration/* pages): an idempotent data repair for data made before a rule existed.
 * name is the page's path segment: color-tag, data-file, file-default, file-in-task, label-board, room, tag, task,
 * template-default, template.
 */
export type MaintenanceJob = {
  __typename?: 'MaintenanceJob';
  /** Japanese description of what the job checks and changes. */
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Japanese title for the page heading. */
  title: Scalars['String']['output'];
};

/** Progress of a running job, published after every batch: processed out of total rows. */
export type MaintenanceJobProgress = {
  __typename?: 'MaintenanceJobProgress';
  name: Scalars['String']['output'];
  processed: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What one run did: rows examined and rows changed (0 on a second run). */
export type MaintenanceJobResult = {
  __typename?: 'MaintenanceJobResult';
  changed: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  processed: Scalars['Int']['output'];
};

/** A comment on a task; isMessage when it was also posted to the room's chat as message_id. */
export type MemoTask = {
  __typename?: 'MemoTask';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isMessage: Scalars['Boolean']['output'];
  message_id: Maybe<Scalars['ID']['output']>;
  task_id: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  user_created_id: Scalars['ID']['output'];
};

export type MemoTaskIdInput = {
  id: Scalars['ID']['input'];
};

export type MemoTaskPage = {
  __typename?: 'MemoTaskPage';
  items: Array<MemoTask>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A chat message (spec section 3). A deleted message keeps its id and seq with deletedAt set and content emptied. */
export type Message = {
  __typename?: 'Message';
  /** The room's sequence number of this message's latest change (post, edit, stamp or delete). */
  change_seq: Scalars['Int']['output'];
  client_key: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  deletedAt: Maybe<Scalars['String']['output']>;
  editedAt: Maybe<Scalars['String']['output']>;
  emotions: Array<Emotion>;
  files: FilePage;
  id: Scalars['ID']['output'];
  is_to_all: Scalars['Boolean']['output'];
  jump: Maybe<Scalars['String']['output']>;
  reply_message_id: Maybe<Scalars['ID']['output']>;
  room: Maybe<Room>;
  room_id: Scalars['ID']['output'];
  /** Position in the room: 1, 2, 3 … in posting order. */
  seq: Scalars['Int']['output'];
  to_user_id: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  user_id: Scalars['ID']['output'];
};


/** A chat message (spec section 3). A deleted message keeps its id and seq with deletedAt set and content emptied. */
export type MessageFilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type MessagePage = {
  __typename?: 'MessagePage';
  items: Array<Message>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  DelTemplate: Template;
  /** Administrators only: the spec's file job, the same as runMaintenanceJob(input: { name: "data-file" }). */
  MigrationDataFile: MaintenanceJobResult;
  /** The addressee accepts: both become contacts and their direct room opens. */
  acceptRequestContact: ContactRequest;
  addRoom: Room;
  /** Administrators only: adds a default label (given to new rooms). */
  adminCreateDefaultTag: Tag;
  /** Administrators only: removes a default label (rooms' existing copies stay). */
  adminDeleteDefaultTag: Tag;
  /** Administrators only: removes a default template. */
  adminDeleteDefaultTemplate: Template;
  /** Administrators only: creates or replaces a default template (type 3) from the board editor's content. */
  adminSaveDefaultTemplate: Template;
  /** Administrators only: renames or recolours a default label (rooms' existing copies keep theirs). */
  adminUpdateDefaultTag: Tag;
  /**
   * Administrators only: suspends (status 2) or restores (status 1) an account; without status, toggles.
   * Suspending ends every session of the user at once and sends onSessionEnd { reason: "suspended" }.
   * An administrator cannot suspend themself.
   */
  changeStatusUser: User;
  cloneBoard: Board;
  cloneTemplateBoard: CloneTemplateBoardResult;
  confirmResetPassword: Scalars['Boolean']['output'];
  confirmSignUp: Scalars['Boolean']['output'];
  createBoardByRoom: Board;
  /** Stores the message and mails it to the operator (MAIL_FROM). Open to anyone, signed in or not. */
  createContactForm: ContactForm;
  createConversation: Conversation;
  /**
   * The spec's createFile: the bytes and the row are created by POST /api/files; this attaches one uploaded file
   * to a message, task, board or memo of its room (as updateFileFunction does).
   */
  createFile: File;
  /** The spec's createFileFunction: createFile for several files at once, all or nothing. */
  createFileFunction: Array<File>;
  createFolder: Folder;
  createInviteByEmail: InviteByEmail;
  createMemoTasks: MemoTask;
  createMessageByRole: Message;
  createOrUpdateDraftMessages: DraftMessages;
  createTag: Tag;
  createTaskByBoard: Task;
  createTemplate: Template;
  /** Writes (or rewrites) the caller's note about a user. */
  createUserNote: UserNote;
  customCreateContactRequest: ContactRequest;
  customCreateUserRoom: UserRoom;
  /** The requester cancels or the addressee declines (silently). Returns the id. */
  customDeleteContactRequest: Scalars['ID']['output'];
  customDeleteFolder: Folder;
  customDeleteNotification: Notification;
  customDeleteUserRoom: UserRoom;
  /** Recounts the room's totalUser and countUser from its memberships (any member; the counts are also kept on every change). */
  customUpdateCountUserOnRoom: Room;
  customUpdateNotification: Notification;
  customUpdateRoleUserRoom: UserRoom;
  customUpdateRoomInfo: Room;
  customUpdateRoomOverview: Room;
  /** Admin: soft-deletes every message of the room; answers how many. */
  deleteAllMessageInRoom: Scalars['Int']['output'];
  deleteConversation: Scalars['Boolean']['output'];
  deleteFolder: Folder;
  /** Withdraws an invitation the caller sent, or a pending one to a room the caller is an admin of. Returns the id. */
  deleteInviteByEmail: Scalars['ID']['output'];
  deleteMemoTask: MemoTask;
  deleteMessageByRole: Message;
  /** Admin: soft-deletes the listed messages of the room. */
  deleteMessages: Array<Message>;
  deleteTag: Tag;
  deleteTemplate: Template;
  /** Older provider's card change, as handleStripeChangePayment. */
  handleChangeCardInfo: PaymentMessage;
  /** Older provider's cancellation, as handleStripeRemoveInfo. */
  handleRemoveInfoGMO: PaymentMessage;
  /** Redeems a contact invitation: the inviter's request waits for the caller's answer. Null if already contacts. */
  handleRequestMailContact: Maybe<ContactRequest>;
  handleStripeCardInfo: Maybe<CardInfo>;
  /** Replaces the card; when the last renewal failed, charges the due period with the new card. */
  handleStripeChangePayment: CardInfo;
  /**
   * Starts a card setup for replacing the card on file (no checkout, allowed while the plan renews); returns the
   * SetupIntent client_secret to confirm with handleStripeConfirmSetupIntent, then handleStripeChangePayment.
   */
  handleStripeChangePaymentSetup: SetupIntentResult;
  /**
   * Switches a renewing plan between monthly and yearly from the next renewal on (the paid period is kept);
   * choosing the period in force withdraws a pending switch.
   */
  handleStripeChangePeriod: HeadTransaction;
  /** The provider's invoices, newest first. */
  handleStripeInvoices: Array<Invoice>;
  /** Charges the first period and starts the subscription. A refused card is BAD_USER_INPUT and changes nothing. */
  handleStripePaymentMethod: StripeSubscription;
  /** The paid transaction of a subscription just started (for /payment/success). */
  handleStripePaymentSuccess: Transaction;
  /** Cancels the subscription: the plan runs to the end of the paid period, then returns to free. */
  handleStripeRemoveInfo: HeadTransaction;
  handleStripeRetrieveCustomerId: CustomerId;
  /** Starts checkout: a card setup for the plan; returns the SetupIntent client_secret and the customer. */
  handleStripeTransaction: SetupIntentResult;
  /** Older provider's checkout, answered by the same provider as handleStripePaymentMethod. */
  handleTransaction: PaymentMessage;
  /** Removes the file's bytes; the row remains as a record (uploader or room admin). */
  hardDeleteFileFunction: File;
  /** Joins a public room by its code: as user 1, or as view 0 when the room admits strangers. */
  joinRoomByCode: UserRoom;
  /** Room admins: replaces the room's code; the old one stops working. */
  regenerateRoomCode: Room;
  /** Registers this browser for pushes, tied to the caller's current session (again: the same device, updated). */
  registerPushDevice: PushDevice;
  removeBoard: Board;
  /** Ends a contact both ways. */
  removeContact: Scalars['Boolean']['output'];
  /** Takes a comment's copy out of the chat; the comment stays on the task. */
  removeMessageByMemoTask: MemoTask;
  /** Removes one of the caller's devices; another user's is NOT_FOUND. */
  removePushDevice: Scalars['Boolean']['output'];
  removeRoomByRole: Room;
  removeTask: Task;
  resendSignUpCode: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  /** Answers a stopped or failed turn again. */
  retryAssistantMessage: ConversationMessage;
  /** The same as deleteInviteByEmail (the name the room's member list uses). Returns the id. */
  revokeRoomInvite: Scalars['ID']['output'];
  /** Administrators only: runs one maintenance job to the end; running it again changes nothing. */
  runMaintenanceJob: MaintenanceJobResult;
  /** Stores the question and starts the answer; the answer streams on onAssistantMessage. Returns the answer's turn. */
  sendAssistantMessage: ConversationMessage;
  sendMailUpdateEmail: Scalars['Boolean']['output'];
  setRoomNotificationLevel: NotificationLevel;
  signIn: SignInResult;
  /** global: end every session of the user, on every device. */
  signOut: Scalars['Boolean']['output'];
  signUp: SignUpResult;
  /** Hides the file from listings and counts it out of the quotas (uploader or room admin). */
  softDeleteFileFunction: File;
  /** Stops an answer that is still streaming; what arrived so far is kept. */
  stopAssistantMessage: ConversationMessage;
  /** The link mailed to the old address (7 days): restores it and ends every session. Returns the restored address. */
  undoEmailChange: Scalars['String']['output'];
  updateArchiveBoard: Board;
  updateBoard: Board;
  updateBoardByRoom: Board;
  updateConversation: Conversation;
  /** Renames files (same extension) or attaches them within their room; all or nothing. */
  updateFileFunction: Array<File>;
  updateFileTask: Task;
  updateFolder: Folder;
  updateMemoTasks: MemoTask;
  updateMessageByRole: Message;
  updateNotification: Notification;
  updateNotificationSettings: NotificationSettings;
  updateOrderBoard: Board;
  updateOrderTask: UpdateOrderTaskResult;
  updatePassword: Scalars['Boolean']['output'];
  /** Saves the caller's profile; the first save ends the first-login state. */
  updateProfile: User;
  updateRoom: Room;
  /** Administrators only: as changeStatusUser, with status required. */
  updateStatusUser: User;
  updateTag: Tag;
  updateTask: Task;
  updateTaskByRole: Task;
  updateTemplate: Template;
  /** Recounts total_member on every membership of the room (any member); answers the caller's membership. */
  updateTotalMemberUserRoom: UserRoom;
  updateUnreadUserRoom: UserRoom;
  /** Redeems a room invitation: the caller joins the room with the invited role. */
  updateUserContactJoinRoom: UserRoom;
  updateUserNote: UserNote;
  updateUserRoom: UserRoom;
  verifyUpdateEmail: User;
};


export type MutationDelTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcceptRequestContactArgs = {
  input: ContactRequestIdInput;
};


export type MutationAddRoomArgs = {
  input: AddRoomInput;
};


export type MutationAdminCreateDefaultTagArgs = {
  input: AdminDefaultTagInput;
};


export type MutationAdminDeleteDefaultTagArgs = {
  input: AdminDeleteInput;
};


export type MutationAdminDeleteDefaultTemplateArgs = {
  input: AdminDeleteInput;
};


export type MutationAdminSaveDefaultTemplateArgs = {
  input: AdminDefaultTemplateInput;
};


export type MutationAdminUpdateDefaultTagArgs = {
  input: AdminDefaultTagInput;
};


export type MutationChangeStatusUserArgs = {
  input: ChangeStatusUserInput;
};


export type MutationCloneBoardArgs = {
  input: CloneBoardInput;
};


export type MutationCloneTemplateBoardArgs = {
  input: CloneTemplateBoardInput;
};


export type MutationConfirmResetPasswordArgs = {
  input: ConfirmResetPasswordInput;
};


export type MutationConfirmSignUpArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateBoardByRoomArgs = {
  input: CreateBoardByRoomInput;
};


export type MutationCreateContactFormArgs = {
  input: CreateContactFormInput;
};


export type MutationCreateConversationArgs = {
  input: CreateConversationInput;
};


export type MutationCreateFileArgs = {
  input: UpdateFileInput;
};


export type MutationCreateFileFunctionArgs = {
  input: Array<UpdateFileInput>;
};


export type MutationCreateFolderArgs = {
  input: CreateFolderInput;
};


export type MutationCreateInviteByEmailArgs = {
  input: CreateInviteByEmailInput;
};


export type MutationCreateMemoTasksArgs = {
  input: CreateMemoTasksInput;
};


export type MutationCreateMessageByRoleArgs = {
  input: CreateMessageInput;
};


export type MutationCreateOrUpdateDraftMessagesArgs = {
  input: DraftInput;
};


export type MutationCreateTagArgs = {
  input: CreateTagInput;
};


export type MutationCreateTaskByBoardArgs = {
  input: CreateTaskByBoardInput;
};


export type MutationCreateTemplateArgs = {
  input: CreateTemplateInput;
};


export type MutationCreateUserNoteArgs = {
  input: CreateUserNoteInput;
};


export type MutationCustomCreateContactRequestArgs = {
  input: CreateContactRequestInput;
};


export type MutationCustomCreateUserRoomArgs = {
  input: CreateUserRoomInput;
};


export type MutationCustomDeleteContactRequestArgs = {
  input: ContactRequestIdInput;
};


export type MutationCustomDeleteFolderArgs = {
  input: DeleteFolderInput;
};


export type MutationCustomDeleteNotificationArgs = {
  input: DeleteNotificationInput;
};


export type MutationCustomDeleteUserRoomArgs = {
  input: DeleteUserRoomInput;
};


export type MutationCustomUpdateCountUserOnRoomArgs = {
  input: RoomCountsInput;
};


export type MutationCustomUpdateNotificationArgs = {
  input: UpdateNotificationInput;
};


export type MutationCustomUpdateRoleUserRoomArgs = {
  input: UpdateRoleUserRoomInput;
};


export type MutationCustomUpdateRoomInfoArgs = {
  input: UpdateRoomInfoInput;
};


export type MutationCustomUpdateRoomOverviewArgs = {
  input: UpdateRoomOverviewInput;
};


export type MutationDeleteAllMessageInRoomArgs = {
  input: DeleteAllMessageInRoomInput;
};


export type MutationDeleteConversationArgs = {
  input: DeleteConversationInput;
};


export type MutationDeleteFolderArgs = {
  input: DeleteFolderInput;
};


export type MutationDeleteInviteByEmailArgs = {
  input: DeleteInviteByEmailInput;
};


export type MutationDeleteMemoTaskArgs = {
  input: MemoTaskIdInput;
};


export type MutationDeleteMessageByRoleArgs = {
  input: DeleteMessageInput;
};


export type MutationDeleteMessagesArgs = {
  input: DeleteMessagesInput;
};


export type MutationDeleteTagArgs = {
  input: DeleteTagInput;
};


export type MutationDeleteTemplateArgs = {
  input: DeleteTemplateInput;
};


export type MutationHandleChangeCardInfoArgs = {
  input: HandleStripeChangePaymentInput;
};


export type MutationHandleRequestMailContactArgs = {
  input: RedeemInviteInput;
};


export type MutationHandleStripeChangePaymentArgs = {
  input: HandleStripeChangePaymentInput;
};


export type MutationHandleStripeChangePeriodArgs = {
  input: HandleStripeChangePeriodInput;
};


export type MutationHandleStripePaymentMethodArgs = {
  input: HandleStripePaymentMethodInput;
};


export type MutationHandleStripePaymentSuccessArgs = {
  input: HandleStripePaymentSuccessInput;
};


export type MutationHandleStripeTransactionArgs = {
  input: HandleStripeTransactionInput;
};


export type MutationHandleTransactionArgs = {
  input: HandleStripePaymentMethodInput;
};


export type MutationHardDeleteFileFunctionArgs = {
  input: FileIdInput;
};


export type MutationJoinRoomByCodeArgs = {
  input: JoinRoomByCodeInput;
};


export type MutationRegenerateRoomCodeArgs = {
  input: RegenerateRoomCodeInput;
};


export type MutationRegisterPushDeviceArgs = {
  input: RegisterPushDeviceInput;
};


export type MutationRemoveBoardArgs = {
  input: BoardIdInput;
};


export type MutationRemoveContactArgs = {
  input: RemoveContactInput;
};


export type MutationRemoveMessageByMemoTaskArgs = {
  input: MemoTaskIdInput;
};


export type MutationRemovePushDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveRoomByRoleArgs = {
  input: RemoveRoomInput;
};


export type MutationRemoveTaskArgs = {
  input: TaskIdInput;
};


export type MutationResetPasswordArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRetryAssistantMessageArgs = {
  input: AssistantMessageIdInput;
};


export type MutationRevokeRoomInviteArgs = {
  input: DeleteInviteByEmailInput;
};


export type MutationRunMaintenanceJobArgs = {
  input: RunMaintenanceJobInput;
};


export type MutationSendAssistantMessageArgs = {
  input: SendAssistantMessageInput;
};


export type MutationSendMailUpdateEmailArgs = {
  input: SendMailUpdateEmailInput;
};


export type MutationSetRoomNotificationLevelArgs = {
  level: NotificationLevel;
  room_id: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignOutArgs = {
  global?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSoftDeleteFileFunctionArgs = {
  input: FileIdInput;
};


export type MutationStopAssistantMessageArgs = {
  input: AssistantMessageIdInput;
};


export type MutationUndoEmailChangeArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateArchiveBoardArgs = {
  input: UpdateArchiveBoardInput;
};


export type MutationUpdateBoardArgs = {
  input: UpdateBoardInput;
};


export type MutationUpdateBoardByRoomArgs = {
  input: UpdateBoardInput;
};


export type MutationUpdateConversationArgs = {
  input: UpdateConversationInput;
};


export type MutationUpdateFileFunctionArgs = {
  input: Array<UpdateFileInput>;
};


export type MutationUpdateFileTaskArgs = {
  input: UpdateFileTaskInput;
};


export type MutationUpdateFolderArgs = {
  input: UpdateFolderInput;
};


export type MutationUpdateMemoTasksArgs = {
  input: UpdateMemoTasksInput;
};


export type MutationUpdateMessageByRoleArgs = {
  input: UpdateMessageInput;
};


export type MutationUpdateNotificationArgs = {
  input: UpdateNotificationInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: UpdateNotificationSettingsInput;
};


export type MutationUpdateOrderBoardArgs = {
  input: UpdateOrderBoardInput;
};


export type MutationUpdateOrderTaskArgs = {
  input: UpdateOrderTaskInput;
};


export type MutationUpdatePasswordArgs = {
  newPassword?: InputMaybe<Scalars['String']['input']>;
  oldPassword?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateRoomArgs = {
  input: UpdateRoomInput;
};


export type MutationUpdateStatusUserArgs = {
  input: ChangeStatusUserInput;
};


export type MutationUpdateTagArgs = {
  input: UpdateTagInput;
};


export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};


export type MutationUpdateTaskByRoleArgs = {
  input: UpdateTaskInput;
};


export type MutationUpdateTemplateArgs = {
  input: UpdateTemplateInput;
};


export type MutationUpdateTotalMemberUserRoomArgs = {
  input: RoomCountsInput;
};


export type MutationUpdateUnreadUserRoomArgs = {
  input: UpdateUnreadUserRoomInput;
};


export type MutationUpdateUserContactJoinRoomArgs = {
  input: RedeemInviteInput;
};


export type MutationUpdateUserNoteArgs = {
  input: UpdateUserNoteInput;
};


export type MutationUpdateUserRoomArgs = {
  input: UpdateUserRoomInput;
};


export type MutationVerifyUpdateEmailArgs = {
  input: VerifyUpdateEmailInput;
};

/** A notification (spec section 3). type: mention 0, account 1. status: unread 0, read 1. */
export type Notification = {
  __typename?: 'Notification';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  link: Maybe<Scalars['String']['output']>;
  public: Scalars['Boolean']['output'];
  room_id: Maybe<Scalars['ID']['output']>;
  status: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  user_created: Maybe<User>;
  user_created_id: Maybe<Scalars['ID']['output']>;
  user_id: Scalars['ID']['output'];
};

export type NotificationFilter = {
  room_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};

/** How much of a room reaches the caller by push (and mail): ALL messages, MENTIONS (To and direct) only, or NONE. */
export type NotificationLevel =
  | 'ALL'
  | 'MENTIONS'
  | 'NONE';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  /** Where the answer left off for its subscription's `after` (the live lists only; graphql/live.ts). */
  liveMark: Maybe<Scalars['String']['output']>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** What the caller is told when they are not looking. mailDelayMinutes: 0 (no mail), 10 or 60. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  mailDelayMinutes: Scalars['Int']['output'];
  /** Do-not-disturb from and to, HH:mm in Japan time; null when off. Pushes are not sent and mails wait meanwhile. */
  quietFrom: Maybe<Scalars['String']['output']>;
  quietTo: Maybe<Scalars['String']['output']>;
};

/** A plan at one period (spec: Package). package_id: 0 free, 1 standard; payment_type: 1 month, 2 year. Sizes in bytes. */
export type Package = {
  __typename?: 'Package';
  createdAt: Scalars['String']['output'];
  /** Largest single file. */
  maxCapacityEveryFile: Scalars['Float']['output'];
  /** Total size of the files a user has uploaded. */
  maxCapacityFileByUser: Scalars['Float']['output'];
  /** Total size of the files in one room. */
  maxCapacityFileInRoom: Scalars['Float']['output'];
  maxContact: Scalars['Int']['output'];
  /** Rooms a user may belong to. */
  maxRoom: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  package_id: Scalars['Int']['output'];
  payment_type: Scalars['Int']['output'];
  /** Yen for one period, including 10% consumption tax. */
  price: Scalars['Int']['output'];
};

/** Answer of the older provider's calls. */
export type PaymentMessage = {
  __typename?: 'PaymentMessage';
  message: Scalars['String']['output'];
};

/** How the web client takes a card. */
export type PaymentSettings = {
  __typename?: 'PaymentSettings';
  /** stripe or test. */
  provider: Scalars['String']['output'];
  /** Stripe publishable key for Stripe.js Elements; null in test mode. */
  publishableKey: Maybe<Scalars['String']['output']>;
  /** True with the built-in provider: show テストモード wherever a card is entered, and send the card fields to handleStripeConfirmSetupIntent. */
  testMode: Scalars['Boolean']['output'];
};

/** A device (browser or installed app) that receives the caller's pushes, registered by one of the caller's sessions. */
export type PushDevice = {
  __typename?: 'PushDevice';
  createdAt: Scalars['String']['output'];
  /** True for the device of the session asking. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** When a push last reached its push service. */
  lastUsedAt: Maybe<Scalars['String']['output']>;
  /** The browser's own description of itself (User-Agent) when it registered. */
  userAgent: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** An ALTCHA proof-of-work challenge for signUp and for signIn after repeated failures. */
  captchaChallenge: Scalars['JSON']['output'];
  customGetMessage: Message;
  /**
   * A room's messages. Without afterSeq: newest first (or oldest first with sortDirection ASC), paged.
   * With afterSeq: every message changed after that sequence number, in change order, deleted ones included, so a
   * reconnecting client catches up with nothing missed and nothing twice.
   */
  customGetMessagesByRoom: MessagePage;
  /** The caller's notifications, optionally filtered. */
  customGetNotifications: NotificationPage;
  /** Administrators only: 500 accounts per page in id order, for the CSV export (GET /api/admin/users.csv streams all). */
  downloadUserCsv: UserCsvPage;
  /**
   * Active users whose name or company contains the search text (at least 2 characters), or whose e-mail is exactly
   * it; at most 20, public profile only, never further pages.
   */
  findUsers: UserSearchPage;
  /** The caller's folders by creation date. created_user_id must be the caller. */
  foldersByDate: FolderPage;
  /** Administrators only: one account with its rooms, plan, payments, file volume and last sign-in. */
  getAdminUserDetail: AdminUserDetail;
  getAssistantStatus: AssistantStatus;
  getBoard: Maybe<Board>;
  getCard: Maybe<Card>;
  getConversation: Conversation;
  getCountContactRequestByUser: Scalars['Int']['output'];
  /** id is the caller's user id (or omitted). */
  getDraftMessages: DraftMessages;
  getFileDetail: File;
  /** The files attached to the task id. */
  getFileTask: FilePage;
  /** A room's files, newest first; type: image, audio, video or document. */
  getFilesFunction: FilePage;
  /** The package in force with its limits; user_id defaults to (and, unless admin, must be) the signed-in user. */
  getHeadTransactionByUser: HeadTransaction;
  /** The newest transaction of the user, whatever its status. */
  getLastTransactionByUser: Maybe<Transaction>;
  /** Boards (not archived) of every room the caller belongs to. */
  getListBoardAllRoom: BoardPage;
  /** The pending requests a user received (the caller's own, or any user's for an administrator). */
  getListContactRequestByUser: Array<ContactRequest>;
  getPaymentSettings: PaymentSettings;
  /** A user's profile (the caller's own without id). E-mail and phones only for contacts; address only for the user. */
  getProfile: User;
  getRoom: Room;
  getRoomDetail: Room;
  /** The rooms the caller belongs to, newest first. */
  getRoomList: RoomPage;
  getTag: Maybe<Tag>;
  getTaskDetail: Maybe<Task>;
  /** The user's usage next to the plan's limits; user_id defaults to (and, unless admin, must be) the signed-in user. */
  getUsage: Usage;
  /** The active account at an address, or null: for the contact and invite forms. */
  getUserByEmail: Maybe<User>;
  /** The signed-in user. */
  getUserDetail: User;
  getUserRoom: UserRoom;
  getUserRoomDetail: UserRoom;
  /** One of the caller's memberships (or a membership of a room the caller belongs to) by id. */
  getUserRooms: UserRoom;
  /** Users by id, in the order asked; unknown ids are left out. At most 100. */
  getUsersByIds: Array<User>;
  /** In a room, by a user, or both; with neither, the viewer's own. type as in getFilesFunction. */
  getVolumeFileFunction: FileVolume;
  /** Confirms a card setup (test mode: with the card fields) and returns the payment method to charge. */
  handleStripeConfirmSetupIntent: ConfirmSetupIntentResult;
  /** What a mailed invitation link shows; works signed out (the token is the proof). */
  inviteByToken: InvitePreview;
  /** Administrators only: the audit log, newest first. */
  listAuditLogs: AuditLogPage;
  listBoardsByRoom: BoardPage;
  listCommentByTasks: MemoTaskPage;
  /** The caller's contacts, newest first. */
  listContacts: UserSearchPage;
  /** The caller's contact requests, newest first. */
  listContactsRequests: ContactRequestPage;
  /** The caller's conversations, most recently active first. */
  listConversations: ConversationPage;
  /** The invitations the caller sent, newest first. */
  listInviteByEmails: InviteByEmailPage;
  /** Administrators only: the maintenance jobs, in the order of the /migration page. */
  listMaintenanceJobs: Array<MaintenanceJob>;
  /** Every plan at every period, for /plan. */
  listPackages: Array<Package>;
  /** Room admins: the room's pending invitations by e-mail, whoever of its admins sent them. */
  listRoomInvites: InviteByEmailPage;
  listTags: TagPage;
  listTagsByDate: TagPage;
  listTemplateByDate: TemplatePage;
  listTemplates: TemplatePage;
  /** The user's transactions, newest first unless sortDirection is ASC. */
  listTransactionByUser: TransactionPage;
  /** The caller's memberships, most recently active first. user_id must be the caller. */
  listUserRoomByUser: UserRoomPage;
  listsTemplateByUser: TemplatePage;
  /** The caller's notifications, newest first unless sortDirection is ASC. user_id must be the caller. */
  notificationByUser: NotificationPage;
  notificationSettings: NotificationSettings;
  /** The caller's push devices, newest first. */
  pushDevices: Array<PushDevice>;
  /** The server's VAPID public key (base64url), which a browser subscribes with. */
  pushPublicKey: Scalars['String']['output'];
  /** A public room, or one the caller belongs to, by its code; an empty list for anything else. */
  roomByCode: RoomPage;
  /** The caller's notification level in a room they belong to. */
  roomNotificationLevel: NotificationLevel;
  /** For the caller's own address: live invitations to them. For another address: the caller's invitations to it. */
  searchInviteByEmail: InviteByEmailPage;
  /** Messages containing the text, in the caller's rooms only, newest first. */
  searchMessages: MessagePage;
  /** Administrators only: every account, filtered; startKey is the previous page's nextToken. */
  searchUser: UserSearchPage;
  /** Labels of this colour among the caller's rooms and the defaults. */
  tagByColor: TagPage;
  tagByType: TagPage;
  /** The caller's notes (user_id must be the caller), optionally about one user. */
  userNote: UserNotePage;
  /** The members of a room the caller belongs to. */
  userRoom: UserRoomPage;
  userRoomByUserAndRoom: UserRoomPage;
};


export type QueryCustomGetMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomGetMessagesByRoomArgs = {
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  sortDirection?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomGetNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDownloadUserCsvArgs = {
  lastExclusiveStartKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFindUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFoldersByDateArgs = {
  created_user_id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetAdminUserDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetBoardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetCountContactRequestByUserArgs = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetDraftMessagesArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetFileDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetFileTaskArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFilesFunctionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetHeadTransactionByUserArgs = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetLastTransactionByUserArgs = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetListBoardAllRoomArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetListContactRequestByUserArgs = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetProfileArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetRoomArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRoomDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRoomListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetTagArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTaskDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUsageArgs = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetUserByEmailArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetUserRoomArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUserRoomDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUserRoomsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUsersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryGetVolumeFileFunctionArgs = {
  room_id?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHandleStripeConfirmSetupIntentArgs = {
  input: HandleStripeConfirmSetupIntentInput;
};


export type QueryInviteByTokenArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListAuditLogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListBoardsByRoomArgs = {
  is_archive?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  user_room_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryListCommentByTasksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  task_id: Scalars['ID']['input'];
  user_room_id: Scalars['ID']['input'];
};


export type QueryListContactsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListContactsRequestsArgs = {
  filter?: InputMaybe<ContactRequestFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListConversationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListInviteByEmailsArgs = {
  filter?: InputMaybe<InviteByEmailFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListRoomInvitesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
};


export type QueryListTagsArgs = {
  filter?: InputMaybe<TagFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListTagsByDateArgs = {
  createdAt?: InputMaybe<CreatedAtCondition>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  sortDirection?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListTemplateByDateArgs = {
  createdAt?: InputMaybe<CreatedAtCondition>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['Int']['input'];
};


export type QueryListTemplatesArgs = {
  filter?: InputMaybe<TemplateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListTransactionByUserArgs = {
  createdAt?: InputMaybe<TransactionCreatedAtCondition>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryListUserRoomByUserArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  user_id: Scalars['ID']['input'];
};


export type QueryListsTemplateByUserArgs = {
  createdAt?: InputMaybe<CreatedAtCondition>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  user_created_id: Scalars['ID']['input'];
};


export type QueryNotificationByUserArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  user_id: Scalars['ID']['input'];
};


export type QueryRoomByCodeArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  musubiCode?: InputMaybe<Scalars['String']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRoomNotificationLevelArgs = {
  room_id: Scalars['ID']['input'];
};


export type QuerySearchInviteByEmailArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchMessagesArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchUserArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startKey?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTagByColorArgs = {
  color: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTagByTypeArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserNoteArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  user_note_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserRoomArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
};


export type QueryUserRoomByUserAndRoomArgs = {
  room_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};

/**
 * The token from the mailed link (works right after sign-up or sign-in through it), or the invitation's id for
 * a confirmed account at the address it was sent to.
 */
export type RedeemInviteInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type RegenerateRoomCodeInput = {
  room_id?: InputMaybe<Scalars['ID']['input']>;
};

export type RegisterPushDeviceInput = {
  auth: Scalars['String']['input'];
  /** The subscription's endpoint, on one of the push services the server sends to. */
  endpoint: Scalars['String']['input'];
  /** keys.p256dh and keys.auth of the subscription, base64url. */
  p256dh: Scalars['String']['input'];
};

export type RemoveContactInput = {
  user_id?: InputMaybe<Scalars['ID']['input']>;
};

export type RemoveRoomInput = {
  id: Scalars['ID']['input'];
};

/** A chat room (spec section 3). kind: 0 group, 1 direct (two contacts), 2 the user's own "my chat". */
export type Room = {
  __typename?: 'Room';
  /** Members who may post (role user or admin). */
  countUser: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  created_user_id: Scalars['ID']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** In a direct room (kind 1), the other of its two people as the caller sees it: the room is named after them. Null otherwise. */
  directPartner: Maybe<User>;
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  kind: Scalars['Int']['output'];
  /** Sequence number of the room's latest message change: a client that saw less fetches the rest. */
  last_seq: Scalars['Int']['output'];
  musubiCode: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  overview: Maybe<Scalars['String']['output']>;
  public: Scalars['Boolean']['output'];
  stranger: Scalars['Boolean']['output'];
  /** Every member. */
  totalUser: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  userCreated: Maybe<User>;
  users: UserRoomPage;
};


/** A chat room (spec section 3). kind: 0 group, 1 direct (two contacts), 2 the user's own "my chat". */
export type RoomUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type RoomCountsInput = {
  room_id: Scalars['ID']['input'];
};

export type RoomPage = {
  __typename?: 'RoomPage';
  items: Array<Room>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type RunMaintenanceJobInput = {
  /** One of listMaintenanceJobs' names. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type SendAssistantMessageInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<AssistantContextInput>;
  conversationId: Scalars['ID']['input'];
};

export type SendMailUpdateEmailInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Why a session ended. */
export type SessionEnd = {
  __typename?: 'SessionEnd';
  /** signed_out, signed_out_everywhere, password_changed, password_reset, email_changed, email_change_undone, suspended or expired. */
  reason: Scalars['String']['output'];
};

export type SetupIntentResult = {
  __typename?: 'SetupIntentResult';
  /** A SetupIntent client secret: Stripe.js confirmCardSetup(client_secret) in Stripe mode. */
  client_secret: Scalars['String']['output'];
  customer_id: Scalars['String']['output'];
};

export type SignInInput = {
  captcha?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SignInNextStep = {
  __typename?: 'SignInNextStep';
  signInStep: SignInStep;
};

/** CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE asks for the captcha: sign in again with `captcha` filled. */
export type SignInResult = {
  __typename?: 'SignInResult';
  isSignedIn: Scalars['Boolean']['output'];
  nextStep: SignInNextStep;
};

export type SignInStep =
  | 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'
  | 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
  | 'CONFIRM_SIGN_IN_WITH_SMS_CODE'
  | 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'
  | 'CONFIRM_SIGN_UP'
  | 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'
  | 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'
  | 'DONE'
  | 'RESET_PASSWORD';

export type SignUpInput = {
  /** The ALTCHA payload for a challenge from captchaChallenge. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  linkExternal?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  typeInvite?: InputMaybe<Scalars['Int']['input']>;
  userIdInvite?: InputMaybe<Scalars['String']['input']>;
};

export type SignUpNextStep = {
  __typename?: 'SignUpNextStep';
  signUpStep: SignUpStep;
};

export type SignUpResult = {
  __typename?: 'SignUpResult';
  isSignUpComplete: Scalars['Boolean']['output'];
  nextStep: SignUpNextStep;
  userId: Scalars['ID']['output'];
};

export type SignUpStep =
  | 'COMPLETE_AUTO_SIGN_IN'
  | 'CONFIRM_SIGN_UP'
  | 'DONE';

export type StripeSubscription = {
  __typename?: 'StripeSubscription';
  /** Yen charged for the first period. */
  amount: Scalars['Int']['output'];
  customer_id: Scalars['String']['output'];
  customer_name: Maybe<Scalars['String']['output']>;
  subscription_id: Scalars['String']['output'];
  /** The transaction recorded for it (receipt, /payment/success). */
  transaction_id: Scalars['ID']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  onAssistantMessage: AssistantChunk;
  onCreateMessage: Message;
  /** A new notification, and one whose status changed elsewhere (a room read marks its mentions read): status tells. */
  onCreateNotification: Notification;
  onDeleteMessage: Message;
  /** The caller's own draft saves, from any of their devices (user_id is the caller's). */
  onDraftMessage: Draft;
  /** Administrators only: progress of the named maintenance job while it runs. */
  onMaintenanceJobProgress: MaintenanceJobProgress;
  /**
   * Every change of the room's messages (posts, edits, stamps, deletions) with nothing lost: first, once the
   * subscription is listening, each message whose change_seq is above afterSeq, in change order (a message in its
   * latest state); then the live changes, without those already sent. A reconnecting page passes the highest
   * change_seq it holds. Every change takes a change_seq of its own from the room's sequence, so a message edited
   * twice while away comes once, in its last state; seq keeps its posting order.
   */
  onMessageChanges: Message;
  /**
   * Keeps the page's socket open so that it hears the end of its session. Nothing is sent on it: when the session
   * ends (sign-out here or everywhere, password change or reset, e-mail change, suspension, expiry), every socket of
   * that session is closed with code 4401 and the reason as the close reason, on every node.
   */
  onSessionEnd: SessionEnd;
  onUpdateBoard: BoardEvent;
  onUpdateMessage: Message;
  onUpdateOrderTask: UpdateOrderTaskResult;
  /** The caller's memberships: unread counts, role, folder, new rooms, and removal (removed: true). */
  onUpdateUserRoom: UserRoom;
};


export type SubscriptionOnAssistantMessageArgs = {
  conversationId: Scalars['ID']['input'];
};


export type SubscriptionOnCreateMessageArgs = {
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnCreateNotificationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  user_id: Scalars['ID']['input'];
};


export type SubscriptionOnDeleteMessageArgs = {
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnDraftMessageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  user_id: Scalars['ID']['input'];
};


export type SubscriptionOnMaintenanceJobProgressArgs = {
  name: Scalars['String']['input'];
};


export type SubscriptionOnMessageChangesArgs = {
  afterSeq: Scalars['Int']['input'];
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnUpdateBoardArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnUpdateMessageArgs = {
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnUpdateOrderTaskArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  room_id: Scalars['ID']['input'];
};


export type SubscriptionOnUpdateUserRoomArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  user_id: Scalars['ID']['input'];
};

/** A label for tasks (spec section 3). type: 1 a room's own label, 4 a default label. Default labels have no room. */
export type Tag = {
  __typename?: 'Tag';
  color: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  room_id: Maybe<Scalars['ID']['output']>;
  type: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  user_created_id: Maybe<Scalars['ID']['output']>;
};

/** mode: all 1 (the room's labels and the defaults), by room 2, default 3 (the default labels only). */
export type TagFilterInput = {
  mode?: InputMaybe<Scalars['Int']['input']>;
  room_id?: InputMaybe<Scalars['ID']['input']>;
};

export type TagPage = {
  __typename?: 'TagPage';
  items: Array<Tag>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A card on a board. status is free for the client (0 open by default). */
export type Task = {
  __typename?: 'Task';
  board_id: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  endDate: Maybe<Scalars['String']['output']>;
  files: Array<TaskFile>;
  /** Where the task has been: added, moved between boards, removed; oldest first. */
  history: Array<TaskEvent>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order: Scalars['String']['output'];
  room_id: Scalars['ID']['output'];
  startDate: Maybe<Scalars['String']['output']>;
  status: Scalars['Int']['output'];
  /** The room's tags set on the task, in the room's tag order. */
  tags: Array<Tag>;
  updatedAt: Scalars['String']['output'];
  user_created_id: Scalars['ID']['output'];
  usersAssignee: Array<User>;
};

/** One change of a task's place. A move within one board is not recorded (it writes only the task's row). */
export type TaskEvent = {
  __typename?: 'TaskEvent';
  /** added, moved or removed. */
  action: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  from_board_id: Maybe<Scalars['ID']['output']>;
  from_board_name: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  to_board_id: Maybe<Scalars['ID']['output']>;
  to_board_name: Maybe<Scalars['String']['output']>;
  user: Maybe<User>;
};

/** A file attached to a task, as the task shows it. */
export type TaskFile = {
  __typename?: 'TaskFile';
  createdAt: Scalars['String']['output'];
  file_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  type: Scalars['String']['output'];
  user_upload_id: Maybe<Scalars['ID']['output']>;
  user_upload_name: Maybe<Scalars['String']['output']>;
};

export type TaskIdInput = {
  id: Scalars['ID']['input'];
};

export type TaskPage = {
  __typename?: 'TaskPage';
  items: Array<Task>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A board template (spec section 3). type: 1 a user's template, 3 a default one. boards: [{ name, order, color, tasks: [{ name, description, files }] }]. */
export type Template = {
  __typename?: 'Template';
  boards: Scalars['JSON']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isFile: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  user_created_id: Maybe<Scalars['ID']['output']>;
};

/** mode: all 1 (mine and the defaults), by user 2 (mine), default 3. */
export type TemplateFilterInput = {
  mode?: InputMaybe<Scalars['Int']['input']>;
};

export type TemplatePage = {
  __typename?: 'TemplatePage';
  items: Array<Template>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A payment (spec: Transaction). status: 0 pending, 1 paid, 2 failed. amount in yen including tax. */
export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Charged by the automatic renewal (true) or by the user at checkout (false). */
  is_regis_auto: Scalars['Boolean']['output'];
  order_id: Scalars['String']['output'];
  package_id: Scalars['Int']['output'];
  payment_type: Scalars['Int']['output'];
  period_end: Maybe<Scalars['String']['output']>;
  period_start: Maybe<Scalars['String']['output']>;
  /** The printable receipt (領収書, GET with the session cookie); null unless paid. */
  receiptUrl: Maybe<Scalars['String']['output']>;
  status: Scalars['Int']['output'];
  /** The provider's payment id (Stripe invoice id). */
  tran_id: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  user_id: Scalars['ID']['output'];
};

/** A createdAt condition (ISO strings). */
export type TransactionCreatedAtCondition = {
  between?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  eq?: InputMaybe<Scalars['String']['input']>;
  ge?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  le?: InputMaybe<Scalars['String']['input']>;
  lt?: InputMaybe<Scalars['String']['input']>;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  items: Array<Transaction>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type UpdateArchiveBoardInput = {
  id: Scalars['ID']['input'];
  is_archive: Scalars['Boolean']['input'];
};

export type UpdateBoardInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  user_manage_id?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateConversationInput = {
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Renames a file (same extension) and/or attaches it to a message, task, board or task comment of its room. */
export type UpdateFileInput = {
  board_id?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  memo_id?: InputMaybe<Scalars['ID']['input']>;
  message_id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  task_id?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateFileTaskInput = {
  /** The room's files to keep attached to the task; others attached now are detached. */
  file_ids: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type UpdateFolderInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMemoTasksInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** With content: edit (author only). With emotion: toggle the caller's own stamp. */
export type UpdateMessageInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  emotion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

export type UpdateNotificationInput = {
  id: Scalars['ID']['input'];
  /** 1 marks read, 0 unread. */
  status?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateNotificationSettingsInput = {
  mailDelayMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Both or neither; null turns do-not-disturb off. */
  quietFrom?: InputMaybe<Scalars['String']['input']>;
  quietTo?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrderBoardInput = {
  after_id?: InputMaybe<Scalars['ID']['input']>;
  before_id?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type UpdateOrderTaskInput = {
  after_id?: InputMaybe<Scalars['ID']['input']>;
  before_id?: InputMaybe<Scalars['ID']['input']>;
  board_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

/** A change of tasks in a room. action: moved (within board_id), added (into board_id), removed (from board_id). */
export type UpdateOrderTaskResult = {
  __typename?: 'UpdateOrderTaskResult';
  action: Scalars['String']['output'];
  board_id: Scalars['ID']['output'];
  room_id: Scalars['ID']['output'];
  tasks: Array<Task>;
  user_id: Scalars['ID']['output'];
};

/** Absent fields are left as they are; null or an empty string clears one (name cannot be cleared). */
export type UpdateProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  building?: InputMaybe<Scalars['String']['input']>;
  company_name?: InputMaybe<Scalars['String']['input']>;
  /** Must be the caller's own id when given. */
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  municipality?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phone2?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  post_code?: InputMaybe<Scalars['String']['input']>;
  prefectures?: InputMaybe<Scalars['String']['input']>;
  /** From the 16 fixed qualification options. */
  qualifications?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type UpdateRoleUserRoomInput = {
  role?: InputMaybe<Scalars['Int']['input']>;
  room_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};

export type UpdateRoomInfoInput = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateRoomInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  overview?: InputMaybe<Scalars['String']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  stranger?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateRoomOverviewInput = {
  id: Scalars['ID']['input'];
  overview?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTagInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaskInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Replaces the task's tags when given; every one must be a tag of the task's room. */
  tag_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Replaces the assignees when given; every one must be a member of the room. */
  usersAssignee?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UpdateTemplateInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Marks the room read up to message_id, or up to the latest message when it is omitted. */
export type UpdateUnreadUserRoomInput = {
  message_id?: InputMaybe<Scalars['ID']['input']>;
  room_id: Scalars['ID']['input'];
};

export type UpdateUserNoteInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** The caller's own membership: favourite, archived and folder. */
export type UpdateUserRoomInput = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  favorite?: InputMaybe<Scalars['Boolean']['input']>;
  folder_id?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

/**
 * What the user uses of their plan's limits, counted as the limits count: group rooms the user created (maxRoom),
 * contacts (maxContact), and the bytes of the files they uploaded that are not deleted (maxCapacityFileByUser).
 */
export type Usage = {
  __typename?: 'Usage';
  contactCount: Scalars['Int']['output'];
  fileSize: Scalars['Float']['output'];
  roomCount: Scalars['Int']['output'];
};

/** A Musubi account with its company profile (spec section 3). Secrets such as codeVerify are never exposed. */
export type User = {
  __typename?: 'User';
  address: Maybe<Scalars['String']['output']>;
  building: Maybe<Scalars['String']['output']>;
  charge_day: Maybe<Scalars['Int']['output']>;
  company_name: Maybe<Scalars['String']['output']>;
  /** Contacts' user ids. */
  contacts: Maybe<Array<Scalars['ID']['output']>>;
  countLoginError: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  industry: Maybe<Scalars['String']['output']>;
  /** True for an administrator; told only to that user and to administrators, false for anyone else to see. */
  isAdmin: Scalars['Boolean']['output'];
  isFirstLogin: Scalars['Boolean']['output'];
  lastTimeLogin: Maybe<Scalars['String']['output']>;
  linkExternal: Maybe<Scalars['String']['output']>;
  municipality: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** The new address of the user's own e-mail change still waiting for its code; null otherwise, and for anyone else. */
  pendingEmail: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  phone2: Maybe<Scalars['String']['output']>;
  position: Maybe<Scalars['String']['output']>;
  post_code: Maybe<Scalars['String']['output']>;
  prefectures: Maybe<Scalars['String']['output']>;
  qualifications: Array<Scalars['String']['output']>;
  recurring_id: Maybe<Scalars['String']['output']>;
  /** 0 unconfirmed, 1 active, 2 suspended. */
  status: Scalars['Int']['output'];
  typeInvite: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['String']['output'];
  userIdInvite: Maybe<Scalars['String']['output']>;
};

/** A page of accounts for the CSV export; pass lastExclusiveStartKey back to get the next page (null: no more). */
export type UserCsvPage = {
  __typename?: 'UserCsvPage';
  lastExclusiveStartKey: Maybe<Scalars['String']['output']>;
  users: Array<User>;
};

/** A private note by user_id about the user user_note_id: only its writer ever reads it. */
export type UserNote = {
  __typename?: 'UserNote';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
  user_note_id: Scalars['ID']['output'];
};

export type UserNotePage = {
  __typename?: 'UserNotePage';
  items: Array<UserNote>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A user's membership of a room. role: view 0, user 1, admin 2. */
export type UserRoom = {
  __typename?: 'UserRoom';
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  favorite: Scalars['Boolean']['output'];
  folder: Maybe<Folder>;
  folder_id: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  last_message: Maybe<Scalars['String']['output']>;
  /** Sequence number of the latest message the member has read. */
  last_read_seq: Scalars['Int']['output'];
  /** True only in an onUpdateUserRoom event that tells the member they left or were removed. */
  removed: Scalars['Boolean']['output'];
  role: Scalars['Int']['output'];
  room: Maybe<Room>;
  room_id: Scalars['ID']['output'];
  total_member: Scalars['Int']['output'];
  unread_mentions: Scalars['Int']['output'];
  unread_messages: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  user: Maybe<User>;
  user_id: Scalars['ID']['output'];
};

export type UserRoomPage = {
  __typename?: 'UserRoomPage';
  items: Array<UserRoom>;
  /** Where the answer left off for its subscription's `after` (the live lists only; graphql/live.ts). */
  liveMark: Maybe<Scalars['String']['output']>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type UserSearchPage = {
  __typename?: 'UserSearchPage';
  items: Array<User>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type VerifyUpdateEmailInput = {
  code?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryFullChangesSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
  a: Scalars['Int']['input'];
}>;


export type DeliveryFullChangesSubscription = { __typename?: 'Subscription', onMessageChanges: { __typename?: 'Message', id: string, content: string, seq: number, user: { __typename?: 'User', id: string, name: string | null } | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }>, files: { __typename?: 'FilePage', items: Array<{ __typename?: 'File', id: string, name: string, url: string | null }> } } };

export type DeliverySmallChangesSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
  a: Scalars['Int']['input'];
}>;


export type DeliverySmallChangesSubscription = { __typename?: 'Subscription', onMessageChanges: { __typename?: 'Message', id: string, content: string } };

export type DeliveryRemoveMemberMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type DeliveryRemoveMemberMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type DeliveryPostWithFilesMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type DeliveryPostWithFilesMutation = { __typename?: 'Mutation', createMessageByRole: { __typename?: 'Message', id: string } };

export type AdminGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type AdminOnSessionEndSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminOnSessionEndSubscription = { __typename?: 'Subscription', onSessionEnd: { __typename?: 'SessionEnd', reason: string } };

export type AdminChangeStatusUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminChangeStatusUserMutation = { __typename?: 'Mutation', changeStatusUser: { __typename?: 'User', id: string, status: number } };

export type AdminListAuditLogsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListAuditLogsQuery = { __typename?: 'Query', listAuditLogs: { __typename?: 'AuditLogPage', items: Array<{ __typename?: 'AuditLog', action: string, target: string | null, detail: unknown | null, actor: { __typename?: 'User', id: string } | null }> } };

export type AdminUpdateStatusUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUpdateStatusUserMutation = { __typename?: 'Mutation', updateStatusUser: { __typename?: 'User', status: number } };

export type AdminOnCreateMessageSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type AdminOnCreateMessageSubscription = { __typename?: 'Subscription', onCreateMessage: { __typename?: 'Message', id: string } };

export type AdminUpdateStatusUser2MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUpdateStatusUser2Mutation = { __typename?: 'Mutation', updateStatusUser: { __typename?: 'User', id: string } };

export type AdminChangeStatusUser2MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminChangeStatusUser2Mutation = { __typename?: 'Mutation', changeStatusUser: { __typename?: 'User', id: string } };

export type AdminUpdateStatusUser3MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUpdateStatusUser3Mutation = { __typename?: 'Mutation', updateStatusUser: { __typename?: 'User', id: string } };

export type AdminUpdateStatusUser4MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUpdateStatusUser4Mutation = { __typename?: 'Mutation', updateStatusUser: { __typename?: 'User', id: string } };

export type AdminGetAdminUserDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminGetAdminUserDetailQuery = { __typename?: 'Query', getAdminUserDetail: { __typename?: 'AdminUserDetail', fileVolume: number, fileCount: number, lastSignInAt: string | null, activeSessions: number, user: { __typename?: 'User', id: string, email: string | null }, rooms: Array<{ __typename?: 'UserRoom', room_id: string, role: number, room: { __typename?: 'Room', id: string } | null }>, plan: { __typename?: 'Package', package_id: number, name: string, createdAt: string }, transactions: Array<{ __typename?: 'Transaction', id: string }> } };

export type AdminGetAdminUserDetail2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetAdminUserDetail2Query = { __typename?: 'Query', getAdminUserDetail: { __typename?: 'AdminUserDetail', fileVolume: number } };

export type AdminAdminCreateDefaultTagMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminAdminCreateDefaultTagMutation = { __typename?: 'Mutation', adminCreateDefaultTag: { __typename?: 'Tag', id: string, name: string, color: string, type: number, room_id: string | null } };

export type AdminAdminCreateDefaultTag2MutationVariables = Exact<{ [key: string]: never; }>;


export type AdminAdminCreateDefaultTag2Mutation = { __typename?: 'Mutation', adminCreateDefaultTag: { __typename?: 'Tag', id: string } };

export type AdminAdminUpdateDefaultTagMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminAdminUpdateDefaultTagMutation = { __typename?: 'Mutation', adminUpdateDefaultTag: { __typename?: 'Tag', name: string, color: string } };

export type AdminAdminDeleteDefaultTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminAdminDeleteDefaultTagMutation = { __typename?: 'Mutation', adminDeleteDefaultTag: { __typename?: 'Tag', id: string } };

export type AdminAdminSaveDefaultTemplateMutationVariables = Exact<{
  b?: InputMaybe<Scalars['JSON']['input']>;
}>;


export type AdminAdminSaveDefaultTemplateMutation = { __typename?: 'Mutation', adminSaveDefaultTemplate: { __typename?: 'Template', id: string, type: number, boards: unknown } };

export type AdminAdminSaveDefaultTemplate2MutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  b?: InputMaybe<Scalars['JSON']['input']>;
}>;


export type AdminAdminSaveDefaultTemplate2Mutation = { __typename?: 'Mutation', adminSaveDefaultTemplate: { __typename?: 'Template', name: string, boards: unknown } };

export type AdminAdminSaveDefaultTemplate3MutationVariables = Exact<{ [key: string]: never; }>;


export type AdminAdminSaveDefaultTemplate3Mutation = { __typename?: 'Mutation', adminSaveDefaultTemplate: { __typename?: 'Template', id: string } };

export type AdminAdminDeleteDefaultTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminAdminDeleteDefaultTemplateMutation = { __typename?: 'Mutation', adminDeleteDefaultTemplate: { __typename?: 'Template', id: string } };

export type AdminListAuditLogs2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListAuditLogs2Query = { __typename?: 'Query', listAuditLogs: { __typename?: 'AuditLogPage', items: Array<{ __typename?: 'AuditLog', action: string }> } };

export type CsvDownloadUserCsvQueryVariables = Exact<{
  k?: InputMaybe<Scalars['String']['input']>;
}>;


export type CsvDownloadUserCsvQuery = { __typename?: 'Query', downloadUserCsv: { __typename?: 'UserCsvPage', lastExclusiveStartKey: string | null, users: Array<{ __typename?: 'User', id: string, name: string | null }> } };

export type JobsOnMaintenanceJobProgressSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type JobsOnMaintenanceJobProgressSubscription = { __typename?: 'Subscription', onMaintenanceJobProgress: { __typename?: 'MaintenanceJobProgress', name: string, processed: number, total: number } };

export type JobsRunMaintenanceJobMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type JobsRunMaintenanceJobMutation = { __typename?: 'Mutation', runMaintenanceJob: { __typename?: 'MaintenanceJobResult', name: string, processed: number, changed: number } };

export type JobsListMaintenanceJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type JobsListMaintenanceJobsQuery = { __typename?: 'Query', listMaintenanceJobs: Array<{ __typename?: 'MaintenanceJob', name: string, title: string, description: string }> };

export type AssistantOnAssistantMessageSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AssistantOnAssistantMessageSubscription = { __typename?: 'Subscription', onAssistantMessage: { __typename?: 'AssistantChunk', messageId: string, delta: string, done: boolean, status: string, content: string | null, error: string | null } };

export type AssistantCreateConversationMutationVariables = Exact<{ [key: string]: never; }>;


export type AssistantCreateConversationMutation = { __typename?: 'Mutation', createConversation: { __typename?: 'Conversation', id: string, title: string } };

export type AssistantSendAssistantMessageMutationVariables = Exact<{
  input: SendAssistantMessageInput;
}>;


export type AssistantSendAssistantMessageMutation = { __typename?: 'Mutation', sendAssistantMessage: { __typename?: 'ConversationMessage', id: string, role: string, content: string, status: string, error: string | null, context_room_id: string | null, createdAt: string } };

export type AssistantGetConversationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AssistantGetConversationQuery = { __typename?: 'Query', getConversation: { __typename?: 'Conversation', title: string, messages: Array<{ __typename?: 'ConversationMessage', id: string, role: string, content: string, status: string, error: string | null, context_room_id: string | null, createdAt: string }> } };

export type AssistantListConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantListConversationsQuery = { __typename?: 'Query', listConversations: { __typename?: 'ConversationPage', nextToken: string | null, items: Array<{ __typename?: 'Conversation', id: string, title: string }> } };

export type AssistantRetryAssistantMessageMutationVariables = Exact<{
  i: AssistantMessageIdInput;
}>;


export type AssistantRetryAssistantMessageMutation = { __typename?: 'Mutation', retryAssistantMessage: { __typename?: 'ConversationMessage', status: string } };

export type AssistantStopAssistantMessageMutationVariables = Exact<{
  i: AssistantMessageIdInput;
}>;


export type AssistantStopAssistantMessageMutation = { __typename?: 'Mutation', stopAssistantMessage: { __typename?: 'ConversationMessage', id: string, role: string, content: string, status: string, error: string | null, context_room_id: string | null, createdAt: string } };

export type AssistantGetConversation2QueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AssistantGetConversation2Query = { __typename?: 'Query', getConversation: { __typename?: 'Conversation', id: string } };

export type AssistantGetAssistantStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantGetAssistantStatusQuery = { __typename?: 'Query', getAssistantStatus: { __typename?: 'AssistantStatus', configured: boolean, model: string | null, requestsToday: number, requestsPerDay: number } };

export type AssistantGetAssistantStatus2QueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantGetAssistantStatus2Query = { __typename?: 'Query', getAssistantStatus: { __typename?: 'AssistantStatus', configured: boolean, model: string | null } };

export type AuthGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string, email: string | null, status: number, isFirstLogin: boolean, qualifications: Array<string> } };

export type AuthConfirmSignUpMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthConfirmSignUpMutation = { __typename?: 'Mutation', confirmSignUp: boolean };

export type AuthConfirmSignUp2MutationVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuthConfirmSignUp2Mutation = { __typename?: 'Mutation', confirmSignUp: boolean };

export type AuthSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthSignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type AuthResetPasswordMutationVariables = Exact<{
  e?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuthResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type AuthConfirmResetPasswordMutationVariables = Exact<{
  i: ConfirmResetPasswordInput;
}>;


export type AuthConfirmResetPasswordMutation = { __typename?: 'Mutation', confirmResetPassword: boolean };

export type AuthSignOut2MutationVariables = Exact<{ [key: string]: never; }>;


export type AuthSignOut2Mutation = { __typename?: 'Mutation', signOut: boolean };

export type AuthUpdatePasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthUpdatePasswordMutation = { __typename?: 'Mutation', updatePassword: boolean };

export type AuthUpdatePassword2MutationVariables = Exact<{
  o?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuthUpdatePassword2Mutation = { __typename?: 'Mutation', updatePassword: boolean };

export type AuthSendMailUpdateEmailMutationVariables = Exact<{
  i: SendMailUpdateEmailInput;
}>;


export type AuthSendMailUpdateEmailMutation = { __typename?: 'Mutation', sendMailUpdateEmail: boolean };

export type AuthVerifyUpdateEmailMutationVariables = Exact<{
  i: VerifyUpdateEmailInput;
}>;


export type AuthVerifyUpdateEmailMutation = { __typename?: 'Mutation', verifyUpdateEmail: { __typename?: 'User', email: string | null } };

export type AuthCustomGetNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthCustomGetNotificationsQuery = { __typename?: 'Query', customGetNotifications: { __typename?: 'NotificationPage', items: Array<{ __typename?: 'Notification', type: number, content: string, link: string | null }> } };

export type AuthGetUserDetail2QueryVariables = Exact<{ [key: string]: never; }>;


export type AuthGetUserDetail2Query = { __typename?: 'Query', getUserDetail: { __typename?: 'User', pendingEmail: string | null } };

export type AuthGetProfileQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AuthGetProfileQuery = { __typename?: 'Query', getProfile: { __typename?: 'User', pendingEmail: string | null } };

export type AvatarsGetProfileQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AvatarsGetProfileQuery = { __typename?: 'Query', getProfile: { __typename?: 'User', image: string | null } };

export type AvatarsUpdateProfileMutationVariables = Exact<{ [key: string]: never; }>;


export type AvatarsUpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', image: string | null } };

export type AvatarsCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type AvatarsCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type AvatarsUpdateRoomMutationVariables = Exact<{
  i: UpdateRoomInput;
}>;


export type AvatarsUpdateRoomMutation = { __typename?: 'Mutation', updateRoom: { __typename?: 'Room', id: string } };

export type BillingGetHeadTransactionByUserQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetHeadTransactionByUserQuery = { __typename?: 'Query', getHeadTransactionByUser: { __typename?: 'HeadTransaction', package_id: number, payment_type: number, name: string, price: number, maxRoom: number, maxContact: number, maxCapacityEveryFile: number, maxCapacityFileByUser: number, maxCapacityFileInRoom: number, createdAt: string | null, period_end: string | null, is_regis_auto: boolean, next_payment_type: number | null, auto_payment_failed: boolean, hasPaymentProfile: boolean } };

export type BillingHandleStripeTransactionMutationVariables = Exact<{
  input: HandleStripeTransactionInput;
}>;


export type BillingHandleStripeTransactionMutation = { __typename?: 'Mutation', handleStripeTransaction: { __typename?: 'SetupIntentResult', client_secret: string, customer_id: string } };

export type BillingHandleStripeConfirmSetupIntentQueryVariables = Exact<{
  input: HandleStripeConfirmSetupIntentInput;
}>;


export type BillingHandleStripeConfirmSetupIntentQuery = { __typename?: 'Query', handleStripeConfirmSetupIntent: { __typename?: 'ConfirmSetupIntentResult', status: string, payment_method_id: string | null, card: { __typename?: 'CardInfo', card_brand: string | null, last_digits: string | null, exp_month: number | null, exp_year: number | null } | null } };

export type BillingHandleStripePaymentMethodMutationVariables = Exact<{
  input: HandleStripePaymentMethodInput;
}>;


export type BillingHandleStripePaymentMethodMutation = { __typename?: 'Mutation', handleStripePaymentMethod: { __typename?: 'StripeSubscription', subscription_id: string, customer_id: string, amount: number, transaction_id: string } };

export type BillingHandleStripeChangePaymentSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type BillingHandleStripeChangePaymentSetupMutation = { __typename?: 'Mutation', handleStripeChangePaymentSetup: { __typename?: 'SetupIntentResult', client_secret: string, customer_id: string } };

export type BillingHandleStripeChangePayment2MutationVariables = Exact<{
  input: HandleStripeChangePaymentInput;
}>;


export type BillingHandleStripeChangePayment2Mutation = { __typename?: 'Mutation', handleStripeChangePayment: { __typename?: 'CardInfo', card_brand: string | null, last_digits: string | null, exp_month: number | null, exp_year: number | null } };

export type BillingHandleStripeChangePeriodMutationVariables = Exact<{
  input: HandleStripeChangePeriodInput;
}>;


export type BillingHandleStripeChangePeriodMutation = { __typename?: 'Mutation', handleStripeChangePeriod: { __typename?: 'HeadTransaction', package_id: number, payment_type: number, price: number, next_payment_type: number | null } };

export type BillingGetUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetUsageQuery = { __typename?: 'Query', getUsage: { __typename?: 'Usage', roomCount: number, contactCount: number, fileSize: number } };

export type BillingListTransactionByUserQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type BillingListTransactionByUserQuery = { __typename?: 'Query', listTransactionByUser: { __typename?: 'TransactionPage', nextToken: string | null, items: Array<{ __typename?: 'Transaction', id: string, amount: number, status: number, package_id: number, payment_type: number, is_regis_auto: boolean, period_start: string | null, period_end: string | null, receiptUrl: string | null }> } };

export type BillingGetPaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetPaymentSettingsQuery = { __typename?: 'Query', getPaymentSettings: { __typename?: 'PaymentSettings', provider: string, testMode: boolean, publishableKey: string | null }, listPackages: Array<{ __typename?: 'Package', package_id: number, payment_type: number, price: number }> };

export type BillingGetLastTransactionByUserQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetLastTransactionByUserQuery = { __typename?: 'Query', getLastTransactionByUser: { __typename?: 'Transaction', id: string } | null, getCard: { __typename?: 'Card', card_no: string | null } | null };

export type BillingGetHeadTransactionByUser2QueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type BillingGetHeadTransactionByUser2Query = { __typename?: 'Query', getHeadTransactionByUser: { __typename?: 'HeadTransaction', package_id: number } };

export type BillingGetCardQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetCardQuery = { __typename?: 'Query', getCard: { __typename?: 'Card', card_no: string | null, card_expire_date: string | null, card_brand: string | null } | null };

export type BillingHandleStripePaymentSuccessMutationVariables = Exact<{
  input: HandleStripePaymentSuccessInput;
}>;


export type BillingHandleStripePaymentSuccessMutation = { __typename?: 'Mutation', handleStripePaymentSuccess: { __typename?: 'Transaction', id: string, amount: number, status: number } };

export type BillingHandleStripeRemoveInfoMutationVariables = Exact<{ [key: string]: never; }>;


export type BillingHandleStripeRemoveInfoMutation = { __typename?: 'Mutation', handleStripeRemoveInfo: { __typename?: 'HeadTransaction', package_id: number, is_regis_auto: boolean, period_end: string | null } };

export type BillingHandleRemoveInfoGmoMutationVariables = Exact<{ [key: string]: never; }>;


export type BillingHandleRemoveInfoGmoMutation = { __typename?: 'Mutation', handleRemoveInfoGMO: { __typename?: 'PaymentMessage', message: string } };

export type BillingHandleStripeChangePaymentMutationVariables = Exact<{
  input: HandleStripeChangePaymentInput;
}>;


export type BillingHandleStripeChangePaymentMutation = { __typename?: 'Mutation', handleStripeChangePayment: { __typename?: 'CardInfo', last_digits: string | null } };

export type BillingHandleChangeCardInfoMutationVariables = Exact<{
  input: HandleStripeChangePaymentInput;
}>;


export type BillingHandleChangeCardInfoMutation = { __typename?: 'Mutation', handleChangeCardInfo: { __typename?: 'PaymentMessage', message: string } };

export type BillingGetCard2QueryVariables = Exact<{ [key: string]: never; }>;


export type BillingGetCard2Query = { __typename?: 'Query', getCard: { __typename?: 'Card', card_no: string | null, card_expire_date: string | null } | null };

export type BillingHandleStripeRemoveInfo2MutationVariables = Exact<{ [key: string]: never; }>;


export type BillingHandleStripeRemoveInfo2Mutation = { __typename?: 'Mutation', handleStripeRemoveInfo: { __typename?: 'HeadTransaction', package_id: number } };

export type BillingTransactionsCreatedAtQueryVariables = Exact<{
  createdAt?: InputMaybe<TransactionCreatedAtCondition>;
}>;


export type BillingTransactionsCreatedAtQuery = { __typename?: 'Query', listTransactionByUser: { __typename?: 'TransactionPage', items: Array<{ __typename?: 'Transaction', createdAt: string }> } };

export type BillingAddRoomMutationVariables = Exact<{ [key: string]: never; }>;


export type BillingAddRoomMutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type BillingAddRoom2MutationVariables = Exact<{ [key: string]: never; }>;


export type BillingAddRoom2Mutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type BillingAddRoom3MutationVariables = Exact<{ [key: string]: never; }>;


export type BillingAddRoom3Mutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type BillingGetUsage2QueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type BillingGetUsage2Query = { __typename?: 'Query', getUsage: { __typename?: 'Usage', roomCount: number } };

export type StripeGetPaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type StripeGetPaymentSettingsQuery = { __typename?: 'Query', getPaymentSettings: { __typename?: 'PaymentSettings', provider: string, testMode: boolean, publishableKey: string | null } };

export type StripeHandleStripeTransactionMutationVariables = Exact<{
  input: HandleStripeTransactionInput;
}>;


export type StripeHandleStripeTransactionMutation = { __typename?: 'Mutation', handleStripeTransaction: { __typename?: 'SetupIntentResult', client_secret: string, customer_id: string } };

export type StripeHandleStripeConfirmSetupIntentQueryVariables = Exact<{
  input: HandleStripeConfirmSetupIntentInput;
}>;


export type StripeHandleStripeConfirmSetupIntentQuery = { __typename?: 'Query', handleStripeConfirmSetupIntent: { __typename?: 'ConfirmSetupIntentResult', status: string } };

export type StripeHandleStripeConfirmSetupIntent2QueryVariables = Exact<{
  input: HandleStripeConfirmSetupIntentInput;
}>;


export type StripeHandleStripeConfirmSetupIntent2Query = { __typename?: 'Query', handleStripeConfirmSetupIntent: { __typename?: 'ConfirmSetupIntentResult', status: string, payment_method_id: string | null, card: { __typename?: 'CardInfo', last_digits: string | null } | null } };

export type StripeHandleStripePaymentMethodMutationVariables = Exact<{
  input: HandleStripePaymentMethodInput;
}>;


export type StripeHandleStripePaymentMethodMutation = { __typename?: 'Mutation', handleStripePaymentMethod: { __typename?: 'StripeSubscription', subscription_id: string } };

export type StripeHandleStripePaymentMethod2MutationVariables = Exact<{
  input: HandleStripePaymentMethodInput;
}>;


export type StripeHandleStripePaymentMethod2Mutation = { __typename?: 'Mutation', handleStripePaymentMethod: { __typename?: 'StripeSubscription', subscription_id: string, customer_id: string, customer_name: string | null, amount: number } };

export type StripeHandleStripeInvoicesMutationVariables = Exact<{ [key: string]: never; }>;


export type StripeHandleStripeInvoicesMutation = { __typename?: 'Mutation', handleStripeInvoices: Array<{ __typename?: 'Invoice', id: string, total_amount: number, status: string }>, handleStripeRetrieveCustomerId: { __typename?: 'CustomerId', customer_id: string | null } };

export type StripeHandleStripeChangePaymentSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type StripeHandleStripeChangePaymentSetupMutation = { __typename?: 'Mutation', handleStripeChangePaymentSetup: { __typename?: 'SetupIntentResult', client_secret: string, customer_id: string } };

export type StripeHandleStripeConfirmSetupIntent3QueryVariables = Exact<{
  input: HandleStripeConfirmSetupIntentInput;
}>;


export type StripeHandleStripeConfirmSetupIntent3Query = { __typename?: 'Query', handleStripeConfirmSetupIntent: { __typename?: 'ConfirmSetupIntentResult', payment_method_id: string | null } };

export type StripeHandleStripeChangePaymentMutationVariables = Exact<{
  input: HandleStripeChangePaymentInput;
}>;


export type StripeHandleStripeChangePaymentMutation = { __typename?: 'Mutation', handleStripeChangePayment: { __typename?: 'CardInfo', last_digits: string | null } };

export type StripeGetHeadTransactionByUserQueryVariables = Exact<{ [key: string]: never; }>;


export type StripeGetHeadTransactionByUserQuery = { __typename?: 'Query', getHeadTransactionByUser: { __typename?: 'HeadTransaction', auto_payment_failed: boolean } };

export type StripeHandleStripeChangePeriodMutationVariables = Exact<{
  input: HandleStripeChangePeriodInput;
}>;


export type StripeHandleStripeChangePeriodMutation = { __typename?: 'Mutation', handleStripeChangePeriod: { __typename?: 'HeadTransaction', payment_type: number, next_payment_type: number | null } };

export type StripeHandleStripeRemoveInfoMutationVariables = Exact<{ [key: string]: never; }>;


export type StripeHandleStripeRemoveInfoMutation = { __typename?: 'Mutation', handleStripeRemoveInfo: { __typename?: 'HeadTransaction', package_id: number, is_regis_auto: boolean } };

export type StripeGetHeadTransactionByUser2QueryVariables = Exact<{ [key: string]: never; }>;


export type StripeGetHeadTransactionByUser2Query = { __typename?: 'Query', getHeadTransactionByUser: { __typename?: 'HeadTransaction', package_id: number } };

export type BoardsCreateBoardByRoomMutationVariables = Exact<{
  input: CreateBoardByRoomInput;
}>;


export type BoardsCreateBoardByRoomMutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string, name: string, order: string, color: string | null } };

export type BoardsCreateTaskByBoardMutationVariables = Exact<{
  input: CreateTaskByBoardInput;
}>;


export type BoardsCreateTaskByBoardMutation = { __typename?: 'Mutation', createTaskByBoard: { __typename?: 'Task', id: string, name: string, order: string, board_id: string, usersAssignee: Array<{ __typename?: 'User', id: string }> } };

export type BoardsUpdateOrderTaskMutationVariables = Exact<{
  input: UpdateOrderTaskInput;
}>;


export type BoardsUpdateOrderTaskMutation = { __typename?: 'Mutation', updateOrderTask: { __typename?: 'UpdateOrderTaskResult', room_id: string, action: string, board_id: string, user_id: string, tasks: Array<{ __typename?: 'Task', id: string, order: string, board_id: string }> } };

export type BoardsListBoardsByRoomQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
  is_archive?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type BoardsListBoardsByRoomQuery = { __typename?: 'Query', listBoardsByRoom: { __typename?: 'BoardPage', items: Array<{ __typename?: 'Board', id: string, name: string, order: string, is_archive: boolean, labels: Array<string>, room: { __typename?: 'Room', id: string } | null, user: { __typename?: 'User', id: string } | null, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', id: string, name: string, order: string, usersAssignee: Array<{ __typename?: 'User', id: string }> }> } }> } };

export type BoardsSetTagsByRoleMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type BoardsSetTagsByRoleMutation = { __typename?: 'Mutation', set: { __typename?: 'Task', id: string, tags: Array<{ __typename?: 'Tag', id: string, name: string, color: string }> } };

export type BoardsSetTagsMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type BoardsSetTagsMutation = { __typename?: 'Mutation', set: { __typename?: 'Task', id: string, tags: Array<{ __typename?: 'Tag', id: string, name: string, color: string }> } };

export type BoardsRemoveTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsRemoveTaskMutation = { __typename?: 'Mutation', removeTask: { __typename?: 'Task', id: string } };

export type BoardsRemoveBoardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsRemoveBoardMutation = { __typename?: 'Mutation', removeBoard: { __typename?: 'Board', id: string } };

export type BoardsUpdateArchiveBoardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsUpdateArchiveBoardMutation = { __typename?: 'Mutation', updateArchiveBoard: { __typename?: 'Board', id: string } };

export type BoardsUpdateArchiveBoard2MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsUpdateArchiveBoard2Mutation = { __typename?: 'Mutation', updateArchiveBoard: { __typename?: 'Board', id: string } };

export type BoardsGetTaskDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsGetTaskDetailQuery = { __typename?: 'Query', getTaskDetail: { __typename?: 'Task', history: Array<{ __typename?: 'TaskEvent', action: string, from_board_name: string | null, to_board_name: string | null, user: { __typename?: 'User', id: string } | null }> } | null };

export type BoardsCreateTag2MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type BoardsCreateTag2Mutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type BoardsUpdateTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  tag_ids: Scalars['ID']['input'];
}>;


export type BoardsUpdateTaskMutation = { __typename?: 'Mutation', updateTask: { __typename?: 'Task', id: string } };

export type BoardsCloneBoardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsCloneBoardMutation = { __typename?: 'Mutation', cloneBoard: { __typename?: 'Board', id: string, order: string, name: string, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', id: string, name: string, usersAssignee: Array<{ __typename?: 'User', id: string }>, tags: Array<{ __typename?: 'Tag', id: string }> }> } } };

export type BoardsUpdateTask2MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsUpdateTask2Mutation = { __typename?: 'Mutation', updateTask: { __typename?: 'Task', id: string } };

export type BoardsGetListBoardAllRoomQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardsGetListBoardAllRoomQuery = { __typename?: 'Query', getListBoardAllRoom: { __typename?: 'BoardPage', items: Array<{ __typename?: 'Board', id: string, room_id: string }> } };

export type BoardsUpdateFileTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type BoardsUpdateFileTaskMutation = { __typename?: 'Mutation', updateFileTask: { __typename?: 'Task', files: Array<{ __typename?: 'TaskFile', file_id: string, name: string, size: number, type: string, user_upload_name: string | null, user_upload_id: string | null, createdAt: string }> } };

export type BoardsCreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type BoardsCreateTagMutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type BoardsUpdateTask3MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsUpdateTask3Mutation = { __typename?: 'Mutation', updateTask: { __typename?: 'Task', id: string } };

export type BoardsListBoardsByRoom2QueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type BoardsListBoardsByRoom2Query = { __typename?: 'Query', listBoardsByRoom: { __typename?: 'BoardPage', items: Array<{ __typename?: 'Board', id: string, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', id: string, tags: Array<{ __typename?: 'Tag', id: string }> }> } }> } };

export type BoardsDeleteTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsDeleteTagMutation = { __typename?: 'Mutation', deleteTag: { __typename?: 'Tag', id: string } };

export type BoardsGetTaskDetail2QueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsGetTaskDetail2Query = { __typename?: 'Query', getTaskDetail: { __typename?: 'Task', tags: Array<{ __typename?: 'Tag', id: string }> } | null };

export type BoardsCreateTag3MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type BoardsCreateTag3Mutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type BoardsCreateTag4MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type BoardsCreateTag4Mutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type BoardsUpdateTaskByRoleMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type BoardsUpdateTaskByRoleMutation = { __typename?: 'Mutation', updateTaskByRole: { __typename?: 'Task', id: string } };

export type BoardsUpdateTask4MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoardsUpdateTask4Mutation = { __typename?: 'Mutation', updateTask: { __typename?: 'Task', id: string } };

export type RealtimeOnUpdateOrderTaskSubscriptionVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeOnUpdateOrderTaskSubscription = { __typename?: 'Subscription', onUpdateOrderTask: { __typename?: 'UpdateOrderTaskResult', room_id: string, action: string, board_id: string, user_id: string, tasks: Array<{ __typename?: 'Task', id: string, order: string, board_id: string }> } };

export type RealtimeCreateBoardByRoomMutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateBoardByRoomMutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string } };

export type RealtimeCreateBoardByRoom2MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateBoardByRoom2Mutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string } };

export type RealtimeCreateTaskByBoardMutationVariables = Exact<{
  board_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateTaskByBoardMutation = { __typename?: 'Mutation', createTaskByBoard: { __typename?: 'Task', id: string } };

export type RealtimeUpdateOrderTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  board_id: Scalars['ID']['input'];
}>;


export type RealtimeUpdateOrderTaskMutation = { __typename?: 'Mutation', updateOrderTask: { __typename?: 'UpdateOrderTaskResult', action: string } };

export type RealtimeOnUpdateOrderTask2SubscriptionVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeOnUpdateOrderTask2Subscription = { __typename?: 'Subscription', onUpdateOrderTask: { __typename?: 'UpdateOrderTaskResult', action: string, board_id: string, tasks: Array<{ __typename?: 'Task', id: string, tags: Array<{ __typename?: 'Tag', id: string, name: string, color: string }> }> } };

export type RealtimeCreateBoardByRoom3MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateBoardByRoom3Mutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string } };

export type RealtimeCreateTagMutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateTagMutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type RealtimeUpdateTaskByRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  tag_ids: Scalars['ID']['input'];
}>;


export type RealtimeUpdateTaskByRoleMutation = { __typename?: 'Mutation', updateTaskByRole: { __typename?: 'Task', id: string } };

export type RealtimeOnUpdateBoardSubscriptionVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeOnUpdateBoardSubscription = { __typename?: 'Subscription', onUpdateBoard: { __typename?: 'BoardEvent', action: string, board_id: string, boards: Array<{ __typename?: 'Board', id: string, name: string, order: string }> } };

export type RealtimeCreateBoardByRoom4MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateBoardByRoom4Mutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string, order: string } };

export type RealtimeCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type RealtimeCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type RealtimeUpdateBoardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RealtimeUpdateBoardMutation = { __typename?: 'Mutation', updateBoard: { __typename?: 'Board', id: string } };

export type RealtimeCreateBoardByRoom5MutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateBoardByRoom5Mutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string } };

export type RealtimeCreateMemoTasksMutationVariables = Exact<{
  task_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateMemoTasksMutation = { __typename?: 'Mutation', createMemoTasks: { __typename?: 'MemoTask', id: string, isMessage: boolean, message_id: string | null, user: { __typename?: 'User', id: string } | null } };

export type RealtimeCreateMemoTasks2MutationVariables = Exact<{
  task_id: Scalars['ID']['input'];
}>;


export type RealtimeCreateMemoTasks2Mutation = { __typename?: 'Mutation', createMemoTasks: { __typename?: 'MemoTask', id: string, isMessage: boolean, message_id: string | null } };

export type RealtimeListCommentByTasksQueryVariables = Exact<{
  task_id: Scalars['ID']['input'];
}>;


export type RealtimeListCommentByTasksQuery = { __typename?: 'Query', listCommentByTasks: { __typename?: 'MemoTaskPage', items: Array<{ __typename?: 'MemoTask', content: string }> } };

export type RealtimeUpdateMemoTasksMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RealtimeUpdateMemoTasksMutation = { __typename?: 'Mutation', updateMemoTasks: { __typename?: 'MemoTask', id: string } };

export type RealtimeRemoveMessageByMemoTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RealtimeRemoveMessageByMemoTaskMutation = { __typename?: 'Mutation', removeMessageByMemoTask: { __typename?: 'MemoTask', isMessage: boolean, message_id: string | null, content: string } };

export type ContactCreateContactFormMutationVariables = Exact<{
  input: CreateContactFormInput;
}>;


export type ContactCreateContactFormMutation = { __typename?: 'Mutation', createContactForm: { __typename?: 'ContactForm', id: string, name: string, email: string, company_name: string | null, content: string, createdAt: string } };

export type FilesGetVolumeFileFunctionQueryVariables = Exact<{
  room_id?: InputMaybe<Scalars['ID']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
}>;


export type FilesGetVolumeFileFunctionQuery = { __typename?: 'Query', getVolumeFileFunction: { __typename?: 'FileVolume', total_file: number, total_file_size: number } };

export type FilesGetFilesFunctionQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
}>;


export type FilesGetFilesFunctionQuery = { __typename?: 'Query', getFilesFunction: { __typename?: 'FilePage', nextToken: string | null, items: Array<{ __typename?: 'File', id: string, name: string, size: number, type: string, url: string | null, thumbnailUrl: string | null, width: number | null, height: number | null, userCreated: { __typename?: 'User', id: string } | null }> } };

export type FilesGetFileDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FilesGetFileDetailQuery = { __typename?: 'Query', getFileDetail: { __typename?: 'File', id: string, name: string, url: string | null, deletedAt: string | null } };

export type FilesSoftDeleteFileFunctionMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type FilesSoftDeleteFileFunctionMutation = { __typename?: 'Mutation', softDeleteFileFunction: { __typename?: 'File', id: string, deletedAt: string | null, user_deleted_id: string | null } };

export type FilesHardDeleteFileFunctionMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type FilesHardDeleteFileFunctionMutation = { __typename?: 'Mutation', hardDeleteFileFunction: { __typename?: 'File', id: string, deletedAt: string | null } };

export type FilesCreateFileMutationVariables = Exact<{
  input: UpdateFileInput;
}>;


export type FilesCreateFileMutation = { __typename?: 'Mutation', createFile: { __typename?: 'File', id: string, message_id: string | null } };

export type FilesCreateFileFunctionMutationVariables = Exact<{
  input: Array<UpdateFileInput> | UpdateFileInput;
}>;


export type FilesCreateFileFunctionMutation = { __typename?: 'Mutation', createFileFunction: Array<{ __typename?: 'File', id: string, message_id: string | null }> };

export type MessagesCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type MessagesCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type MessagesUpdateMessageByRoleMutationVariables = Exact<{
  i: UpdateMessageInput;
}>;


export type MessagesUpdateMessageByRoleMutation = { __typename?: 'Mutation', updateMessageByRole: { __typename?: 'Message', id: string, content: string, user_id: string, room_id: string, seq: number, change_seq: number, is_to_all: boolean, to_user_id: string | null, reply_message_id: string | null, editedAt: string | null, deletedAt: string | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }> } };

export type MessagesDeleteMessageByRoleOfAnyRoleMutationVariables = Exact<{
  i: DeleteMessageInput;
}>;


export type MessagesDeleteMessageByRoleOfAnyRoleMutation = { __typename?: 'Mutation', deleteMessageByRole: { __typename?: 'Message', id: string, content: string, user_id: string, room_id: string, seq: number, change_seq: number, is_to_all: boolean, to_user_id: string | null, reply_message_id: string | null, editedAt: string | null, deletedAt: string | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }> } };

export type MessagesCustomGetMessageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MessagesCustomGetMessageQuery = { __typename?: 'Query', customGetMessage: { __typename?: 'Message', id: string } };

export type MessagesDeleteAllMessageInRoomMutationVariables = Exact<{
  i: DeleteAllMessageInRoomInput;
}>;


export type MessagesDeleteAllMessageInRoomMutation = { __typename?: 'Mutation', deleteAllMessageInRoom: number };

export type MessagesDeleteMessagesMutationVariables = Exact<{
  i: DeleteMessagesInput;
}>;


export type MessagesDeleteMessagesMutation = { __typename?: 'Mutation', deleteMessages: Array<{ __typename?: 'Message', id: string, deletedAt: string | null }> };

export type MessagesCustomGetNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagesCustomGetNotificationsQuery = { __typename?: 'Query', customGetNotifications: { __typename?: 'NotificationPage', items: Array<{ __typename?: 'Notification', type: number, content: string, room_id: string | null, user_created_id: string | null, status: number, link: string | null }> } };

export type MessagesNotificationByUserQueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesNotificationByUserQuery = { __typename?: 'Query', notificationByUser: { __typename?: 'NotificationPage', items: Array<{ __typename?: 'Notification', content: string }> } };

export type MessagesDeleteMessageByRoleMutationVariables = Exact<{
  i: DeleteMessageInput;
}>;


export type MessagesDeleteMessageByRoleMutation = { __typename?: 'Mutation', deleteMessageByRole: { __typename?: 'Message', id: string } };

export type MessagesUpdateUnreadUserRoomCountsMutationVariables = Exact<{
  i: UpdateUnreadUserRoomInput;
}>;


export type MessagesUpdateUnreadUserRoomCountsMutation = { __typename?: 'Mutation', updateUnreadUserRoom: { __typename?: 'UserRoom', unread_messages: number, unread_mentions: number, last_read_seq: number } };

export type MessagesUpdateMessageByRole2MutationVariables = Exact<{
  i: UpdateMessageInput;
}>;


export type MessagesUpdateMessageByRole2Mutation = { __typename?: 'Mutation', updateMessageByRole: { __typename?: 'Message', id: string } };

export type MessagesUpdateUnreadUserRoomMutationVariables = Exact<{
  i: UpdateUnreadUserRoomInput;
}>;


export type MessagesUpdateUnreadUserRoomMutation = { __typename?: 'Mutation', updateUnreadUserRoom: { __typename?: 'UserRoom', last_read_seq: number } };

export type MessagesCustomGetNotifications2QueryVariables = Exact<{ [key: string]: never; }>;


export type MessagesCustomGetNotifications2Query = { __typename?: 'Query', customGetNotifications: { __typename?: 'NotificationPage', items: Array<{ __typename?: 'Notification', id: string }> } };

export type MessagesCustomUpdateNotificationMutationVariables = Exact<{
  i: UpdateNotificationInput;
}>;


export type MessagesCustomUpdateNotificationMutation = { __typename?: 'Mutation', customUpdateNotification: { __typename?: 'Notification', id: string, status: number } };

export type MessagesCustomDeleteNotificationMutationVariables = Exact<{
  i: DeleteNotificationInput;
}>;


export type MessagesCustomDeleteNotificationMutation = { __typename?: 'Mutation', customDeleteNotification: { __typename?: 'Notification', id: string } };

export type MessagesUpdateMessageByRole3MutationVariables = Exact<{
  i: UpdateMessageInput;
}>;


export type MessagesUpdateMessageByRole3Mutation = { __typename?: 'Mutation', updateMessageByRole: { __typename?: 'Message', emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }> } };

export type MessagesCustomGetMessagesByRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
  t?: InputMaybe<Scalars['String']['input']>;
  a?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MessagesCustomGetMessagesByRoomQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', nextToken: string | null, items: Array<{ __typename?: 'Message', id: string, content: string, seq: number, change_seq: number, deletedAt: string | null }> } };

export type MessagesUpdateUserRoomMutationVariables = Exact<{
  i: UpdateUserRoomInput;
}>;


export type MessagesUpdateUserRoomMutation = { __typename?: 'Mutation', updateUserRoom: { __typename?: 'UserRoom', id: string } };

export type MessagesOnUpdateUserRoomSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesOnUpdateUserRoomSubscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string, user_id: string, room_id: string, folder_id: string | null, favorite: boolean, unread_messages: number, unread_mentions: number, role: number, last_message: string | null, last_read_seq: number, archived: boolean, total_member: number, createdAt: string, updatedAt: string } };

export type MessagesUserRoomByUserAndRoomQueryVariables = Exact<{
  u: Scalars['ID']['input'];
  r: Scalars['ID']['input'];
}>;


export type MessagesUserRoomByUserAndRoomQuery = { __typename?: 'Query', userRoomByUserAndRoom: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string, user_id: string, room_id: string, folder_id: string | null, favorite: boolean, unread_messages: number, unread_mentions: number, role: number, last_message: string | null, last_read_seq: number, archived: boolean, total_member: number, createdAt: string, updatedAt: string }> } };

export type MessagesOnUpdateUserRoom2SubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesOnUpdateUserRoom2Subscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string, room_id: string, role: number, favorite: boolean, removed: boolean } };

export type MessagesOnCreateMessageSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type MessagesOnCreateMessageSubscription = { __typename?: 'Subscription', onCreateMessage: { __typename?: 'Message', id: string, content: string, user_id: string, room_id: string, seq: number, change_seq: number, is_to_all: boolean, to_user_id: string | null, reply_message_id: string | null, editedAt: string | null, deletedAt: string | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }> } };

export type MessagesOnUpdateUserRoom3SubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesOnUpdateUserRoom3Subscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string, room_id: string, removed: boolean } };

export type MessagesGetRoomListQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagesGetRoomListQuery = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, kind: number }> } };

export type MessagesOnUpdateUserRoom4SubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesOnUpdateUserRoom4Subscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string } };

export type MessagesUpdateStatusUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MessagesUpdateStatusUserMutation = { __typename?: 'Mutation', updateStatusUser: { __typename?: 'User', id: string } };

export type MessagesCustomGetMessagesByRoom2QueryVariables = Exact<{
  r: Scalars['ID']['input'];
  a?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MessagesCustomGetMessagesByRoom2Query = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', id: string }> } };

export type MessagesCreateMessageByRoleMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type MessagesCreateMessageByRoleMutation = { __typename?: 'Mutation', createMessageByRole: { __typename?: 'Message', id: string, files: { __typename?: 'FilePage', items: Array<{ __typename?: 'File', id: string, name: string }> } } };

export type MessagesSearchMessagesQueryVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
  t?: InputMaybe<Scalars['String']['input']>;
  l?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MessagesSearchMessagesQuery = { __typename?: 'Query', searchMessages: { __typename?: 'MessagePage', nextToken: string | null, items: Array<{ __typename?: 'Message', content: string }> } };

export type MessagesSaveDraftMutationVariables = Exact<{
  i: DraftInput;
}>;


export type MessagesSaveDraftMutation = { __typename?: 'Mutation', createOrUpdateDraftMessages: { __typename?: 'DraftMessages', id: string, drafts: Array<{ __typename?: 'Draft', room_id: string, action: string, draft: string }> } };

export type MessagesGetDraftMessagesQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type MessagesGetDraftMessagesQuery = { __typename?: 'Query', getDraftMessages: { __typename?: 'DraftMessages', id: string } };

export type MessagesGetDraftMessages2QueryVariables = Exact<{ [key: string]: never; }>;


export type MessagesGetDraftMessages2Query = { __typename?: 'Query', getDraftMessages: { __typename?: 'DraftMessages', drafts: Array<{ __typename?: 'Draft', draft: string, version: number }> } };

export type MessagesCreateOrUpdateDraftMessagesMutationVariables = Exact<{
  i: DraftInput;
}>;


export type MessagesCreateOrUpdateDraftMessagesMutation = { __typename?: 'Mutation', createOrUpdateDraftMessages: { __typename?: 'DraftMessages', saved: { __typename?: 'Draft', room_id: string, action: string, draft: string, version: number } | null } };

export type MessagesOnDraftMessageSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type MessagesOnDraftMessageSubscription = { __typename?: 'Subscription', onDraftMessage: { __typename?: 'Draft', id: string, room_id: string, action: string, draft: string, version: number } };

export type SearchMessagesFoundQueryVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchMessagesFoundQuery = { __typename?: 'Query', searchMessages: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', id: string, content: string, room_id: string }> } };

export type SearchRemoveMemberMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type SearchRemoveMemberMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type NotificationsUpdateUnreadUserRoomMutationVariables = Exact<{
  i: UpdateUnreadUserRoomInput;
}>;


export type NotificationsUpdateUnreadUserRoomMutation = { __typename?: 'Mutation', updateUnreadUserRoom: { __typename?: 'UserRoom', unread_mentions: number } };

export type NotificationsOnCreateNotificationSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type NotificationsOnCreateNotificationSubscription = { __typename?: 'Subscription', onCreateNotification: { __typename?: 'Notification', id: string, status: number, room_id: string | null } };

export type ContactsCustomCreateContactRequestMutationVariables = Exact<{
  input: CreateContactRequestInput;
}>;


export type ContactsCustomCreateContactRequestMutation = { __typename?: 'Mutation', customCreateContactRequest: { __typename?: 'ContactRequest', id: string } };

export type ContactsAcceptRequestContactMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ContactsAcceptRequestContactMutation = { __typename?: 'Mutation', acceptRequestContact: { __typename?: 'ContactRequest', id: string } };

export type ContactsRemoveContactMutationVariables = Exact<{
  u?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ContactsRemoveContactMutation = { __typename?: 'Mutation', removeContact: boolean };

export type ContactsFindUsersQueryVariables = Exact<{
  s?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContactsFindUsersQuery = { __typename?: 'Query', findUsers: { __typename?: 'UserSearchPage', nextToken: string | null, items: Array<{ __typename?: 'User', id: string, name: string | null, email: string | null }> } };

export type ContactsCreateMessageByRoleMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type ContactsCreateMessageByRoleMutation = { __typename?: 'Mutation', createMessageByRole: { __typename?: 'Message', id: string } };

export type ContactsCustomGetMessagesByRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type ContactsCustomGetMessagesByRoomQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', content: string }> } };

export type PeopleGetProfileQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleGetProfileQuery = { __typename?: 'Query', getProfile: { __typename?: 'User', id: string, name: string | null, company_name: string | null, email: string | null, phone: string | null, phone2: string | null, address: string | null, post_code: string | null, building: string | null, prefectures: string | null, qualifications: Array<string>, isFirstLogin: boolean } };

export type PeopleUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PeopleUpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, name: string | null, phone: string | null, qualifications: Array<string>, isFirstLogin: boolean } };

export type PeopleCustomCreateContactRequestMutationVariables = Exact<{
  input: CreateContactRequestInput;
}>;


export type PeopleCustomCreateContactRequestMutation = { __typename?: 'Mutation', customCreateContactRequest: { __typename?: 'ContactRequest', id: string, status: number, request_user_id: string, user_id: string | null } };

export type PeopleAcceptRequestContactMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleAcceptRequestContactMutation = { __typename?: 'Mutation', acceptRequestContact: { __typename?: 'ContactRequest', id: string, status: number } };

export type PeopleCustomDeleteContactRequestMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleCustomDeleteContactRequestMutation = { __typename?: 'Mutation', customDeleteContactRequest: string };

export type PeopleCreateInviteByEmailMutationVariables = Exact<{
  input: CreateInviteByEmailInput;
}>;


export type PeopleCreateInviteByEmailMutation = { __typename?: 'Mutation', createInviteByEmail: { __typename?: 'InviteByEmail', id: string, type: number, email: string, role: number | null, room_id: string | null, request_id: string | null, room: { __typename?: 'Room', id: string, name: string } | null } };

export type PeopleUpdateUserContactJoinRoomMutationVariables = Exact<{
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleUpdateUserContactJoinRoomMutation = { __typename?: 'Mutation', updateUserContactJoinRoom: { __typename?: 'UserRoom', room_id: string, user_id: string, role: number } };

export type PeopleHandleRequestMailContactMutationVariables = Exact<{
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleHandleRequestMailContactMutation = { __typename?: 'Mutation', handleRequestMailContact: { __typename?: 'ContactRequest', id: string, status: number, request_user_id: string, user_id: string | null } | null };

export type PeopleFindUsersQueryVariables = Exact<{
  s?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleFindUsersQuery = { __typename?: 'Query', findUsers: { __typename?: 'UserSearchPage', items: Array<{ __typename?: 'User', id: string, name: string | null, email: string | null, phone: string | null, address: string | null }> } };

export type PeopleGetUsersByIdsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PeopleGetUsersByIdsQuery = { __typename?: 'Query', getUsersByIds: Array<{ __typename?: 'User', id: string, name: string | null, email: string | null, phone: string | null }> };

export type PeopleSearchUserQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleSearchUserQuery = { __typename?: 'Query', searchUser: { __typename?: 'UserSearchPage', items: Array<{ __typename?: 'User', id: string }> } };

export type PeopleSearchUser2QueryVariables = Exact<{
  e?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleSearchUser2Query = { __typename?: 'Query', searchUser: { __typename?: 'UserSearchPage', items: Array<{ __typename?: 'User', id: string, email: string | null }> } };

export type PeopleGetCountContactRequestByUserQueryVariables = Exact<{
  u?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleGetCountContactRequestByUserQuery = { __typename?: 'Query', getCountContactRequestByUser: number };

export type PeopleListContactsRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleListContactsRequestsQuery = { __typename?: 'Query', listContactsRequests: { __typename?: 'ContactRequestPage', items: Array<{ __typename?: 'ContactRequest', id: string, request_user: { __typename?: 'User', id: string, name: string | null, email: string | null } | null }> } };

export type PeopleGetListContactRequestByUserQueryVariables = Exact<{
  u?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleGetListContactRequestByUserQuery = { __typename?: 'Query', getListContactRequestByUser: Array<{ __typename?: 'ContactRequest', id: string }> };

export type PeopleListContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleListContactsQuery = { __typename?: 'Query', listContacts: { __typename?: 'UserSearchPage', items: Array<{ __typename?: 'User', id: string, email: string | null }> } };

export type PeopleRemoveContactMutationVariables = Exact<{
  u?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleRemoveContactMutation = { __typename?: 'Mutation', removeContact: boolean };

export type PeopleListContactsRequests2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleListContactsRequests2Query = { __typename?: 'Query', listContactsRequests: { __typename?: 'ContactRequestPage', items: Array<{ __typename?: 'ContactRequest', id: string }> } };

export type PeopleListInviteByEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleListInviteByEmailsQuery = { __typename?: 'Query', listInviteByEmails: { __typename?: 'InviteByEmailPage', items: Array<{ __typename?: 'InviteByEmail', id: string }> } };

export type PeopleDeleteInviteByEmailMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleDeleteInviteByEmailMutation = { __typename?: 'Mutation', deleteInviteByEmail: string };

export type PeopleCreateUserNoteMutationVariables = Exact<{
  u?: InputMaybe<Scalars['ID']['input']>;
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleCreateUserNoteMutation = { __typename?: 'Mutation', createUserNote: { __typename?: 'UserNote', id: string, content: string } };

export type PeopleUpdateUserNoteMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleUpdateUserNoteMutation = { __typename?: 'Mutation', updateUserNote: { __typename?: 'UserNote', content: string } };

export type PeopleUserNoteQueryVariables = Exact<{
  w?: InputMaybe<Scalars['ID']['input']>;
  u?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleUserNoteQuery = { __typename?: 'Query', userNote: { __typename?: 'UserNotePage', items: Array<{ __typename?: 'UserNote', content: string }> } };

export type PeopleRoomByCodeQueryVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleRoomByCodeQuery = { __typename?: 'Query', roomByCode: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, name: string }> } };

export type PeopleJoinRoomByCodeMutationVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type PeopleJoinRoomByCodeMutation = { __typename?: 'Mutation', joinRoomByCode: { __typename?: 'UserRoom', room_id: string, role: number } };

export type PeopleRegenerateRoomCodeMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PeopleRegenerateRoomCodeMutation = { __typename?: 'Mutation', regenerateRoomCode: { __typename?: 'Room', musubiCode: string | null } };

export type RoomInvitesCreateInviteByEmailMutationVariables = Exact<{
  input: CreateInviteByEmailInput;
}>;


export type RoomInvitesCreateInviteByEmailMutation = { __typename?: 'Mutation', createInviteByEmail: { __typename?: 'InviteByEmail', id: string } };

export type RoomInvitesListRoomInvitesQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type RoomInvitesListRoomInvitesQuery = { __typename?: 'Query', listRoomInvites: { __typename?: 'InviteByEmailPage', items: Array<{ __typename?: 'InviteByEmail', id: string, email: string, role: number | null, user_id: string, inviter: { __typename?: 'User', id: string, name: string | null } | null }> } };

export type RoomInvitesRevokeRoomInviteMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RoomInvitesRevokeRoomInviteMutation = { __typename?: 'Mutation', revokeRoomInvite: string };

export type RoomInvitesInviteByTokenQueryVariables = Exact<{
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type RoomInvitesInviteByTokenQuery = { __typename?: 'Query', inviteByToken: { __typename?: 'InvitePreview', status: string, type: number | null, email: string | null, inviterName: string | null, roomName: string | null, hasAccount: boolean } };

export type RoomInvitesUpdateUserContactJoinRoomMutationVariables = Exact<{
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type RoomInvitesUpdateUserContactJoinRoomMutation = { __typename?: 'Mutation', updateUserContactJoinRoom: { __typename?: 'UserRoom', room_id: string } };

export type RoomInvitesCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type RoomInvitesCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type RoomInvitesGetRoomListQueryVariables = Exact<{ [key: string]: never; }>;


export type RoomInvitesGetRoomListQuery = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, kind: number, directPartner: { __typename?: 'User', id: string, name: string | null } | null }> } };

export type RoomInvitesGetRoomQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoomInvitesGetRoomQuery = { __typename?: 'Query', getRoom: { __typename?: 'Room', directPartner: { __typename?: 'User', id: string } | null } };

export type MissedMailUpdateNotificationSettingsMutationVariables = Exact<{
  i: UpdateNotificationSettingsInput;
}>;


export type MissedMailUpdateNotificationSettingsMutation = { __typename?: 'Mutation', updateNotificationSettings: { __typename?: 'NotificationSettings', mailDelayMinutes: number } };

export type MissedMailUpdateUnreadUserRoomMutationVariables = Exact<{
  i: UpdateUnreadUserRoomInput;
}>;


export type MissedMailUpdateUnreadUserRoomMutation = { __typename?: 'Mutation', updateUnreadUserRoom: { __typename?: 'UserRoom', id: string } };

export type MissedMailCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type MissedMailCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type MissedMailDeleteMessageByRoleMutationVariables = Exact<{
  i: DeleteMessageInput;
}>;


export type MissedMailDeleteMessageByRoleMutation = { __typename?: 'Mutation', deleteMessageByRole: { __typename?: 'Message', id: string } };

export type PushRegisterPushDeviceMutationVariables = Exact<{
  input: RegisterPushDeviceInput;
}>;


export type PushRegisterPushDeviceMutation = { __typename?: 'Mutation', registerPushDevice: { __typename?: 'PushDevice', id: string, current: boolean, userAgent: string | null } };

export type PushPushDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPushDevicesQuery = { __typename?: 'Query', pushDevices: Array<{ __typename?: 'PushDevice', id: string, current: boolean, lastUsedAt: string | null }> };

export type PushPushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPushPublicKeyQuery = { __typename?: 'Query', pushPublicKey: string };

export type PushRemovePushDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PushRemovePushDeviceMutation = { __typename?: 'Mutation', removePushDevice: boolean };

export type PushSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type PushSignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type PushCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type PushCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type PushSetRoomNotificationLevelMutationVariables = Exact<{
  r: Scalars['ID']['input'];
  l: NotificationLevel;
}>;


export type PushSetRoomNotificationLevelMutation = { __typename?: 'Mutation', setRoomNotificationLevel: NotificationLevel };

export type PushRoomNotificationLevelQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type PushRoomNotificationLevelQuery = { __typename?: 'Query', roomNotificationLevel: NotificationLevel };

export type PushUpdateNotificationSettingsMutationVariables = Exact<{
  i: UpdateNotificationSettingsInput;
}>;


export type PushUpdateNotificationSettingsMutation = { __typename?: 'Mutation', updateNotificationSettings: { __typename?: 'NotificationSettings', quietFrom: string | null } };

export type PushUpdateNotificationSettings2MutationVariables = Exact<{
  i: UpdateNotificationSettingsInput;
}>;


export type PushUpdateNotificationSettings2Mutation = { __typename?: 'Mutation', updateNotificationSettings: { __typename?: 'NotificationSettings', mailDelayMinutes: number, quietFrom: string | null, quietTo: string | null } };

export type PushNotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PushNotificationSettingsQuery = { __typename?: 'Query', notificationSettings: { __typename?: 'NotificationSettings', mailDelayMinutes: number } };

export type PushNotificationSettings2QueryVariables = Exact<{ [key: string]: never; }>;


export type PushNotificationSettings2Query = { __typename?: 'Query', notificationSettings: { __typename?: 'NotificationSettings', mailDelayMinutes: number, quietFrom: string | null, quietTo: string | null } };

export type RoomsCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type RoomsCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type RoomsGetRoomListQueryVariables = Exact<{ [key: string]: never; }>;


export type RoomsGetRoomListQuery = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, name: string, kind: number, totalUser: number, countUser: number, last_seq: number, musubiCode: string | null, overview: string | null, image: string | null }> } };

export type RoomsAddRoomMutationVariables = Exact<{
  i: AddRoomInput;
}>;


export type RoomsAddRoomMutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type RoomsGetRoomQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoomsGetRoomQuery = { __typename?: 'Query', getRoom: { __typename?: 'Room', id: string } };

export type RoomsGetRoomDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoomsGetRoomDetailQuery = { __typename?: 'Query', getRoomDetail: { __typename?: 'Room', id: string } };

export type RoomsUserRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type RoomsUserRoomQuery = { __typename?: 'Query', userRoom: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string }> } };

export type RoomsCustomUpdateRoleUserRoomMutationVariables = Exact<{
  i: UpdateRoleUserRoomInput;
}>;


export type RoomsCustomUpdateRoleUserRoomMutation = { __typename?: 'Mutation', customUpdateRoleUserRoom: { __typename?: 'UserRoom', id: string } };

export type RoomsCreateFolderMutationVariables = Exact<{ [key: string]: never; }>;


export type RoomsCreateFolderMutation = { __typename?: 'Mutation', createFolder: { __typename?: 'Folder', id: string, name: string, created_user_id: string } };

export type RoomsCreateFolder2MutationVariables = Exact<{ [key: string]: never; }>;


export type RoomsCreateFolder2Mutation = { __typename?: 'Mutation', createFolder: { __typename?: 'Folder', id: string } };

export type RoomsGetRoomList2QueryVariables = Exact<{ [key: string]: never; }>;


export type RoomsGetRoomList2Query = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string }> } };

export type RoomsUpdateUserRoomMutationVariables = Exact<{
  i: UpdateUserRoomInput;
}>;


export type RoomsUpdateUserRoomMutation = { __typename?: 'Mutation', updateUserRoom: { __typename?: 'UserRoom', id: string, folder_id: string | null, favorite: boolean, archived: boolean } };

export type RoomsFoldersByDateQueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type RoomsFoldersByDateQuery = { __typename?: 'Query', foldersByDate: { __typename?: 'FolderPage', items: Array<{ __typename?: 'Folder', id: string }> } };

export type RoomsUpdateFolderMutationVariables = Exact<{
  i: UpdateFolderInput;
}>;


export type RoomsUpdateFolderMutation = { __typename?: 'Mutation', updateFolder: { __typename?: 'Folder', id: string } };

export type RoomsFoldersByDate2QueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type RoomsFoldersByDate2Query = { __typename?: 'Query', foldersByDate: { __typename?: 'FolderPage', items: Array<{ __typename?: 'Folder', id: string, name: string, rooms: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string }> } }> } };

export type RoomsCustomDeleteFolderMutationVariables = Exact<{
  i: DeleteFolderInput;
}>;


export type RoomsCustomDeleteFolderMutation = { __typename?: 'Mutation', customDeleteFolder: { __typename?: 'Folder', id: string } };

export type RoomsCustomUpdateCountUserOnRoomMutationVariables = Exact<{
  i: RoomCountsInput;
}>;


export type RoomsCustomUpdateCountUserOnRoomMutation = { __typename?: 'Mutation', customUpdateCountUserOnRoom: { __typename?: 'Room', id: string } };

export type RoomsCustomUpdateCountUserOnRoom2MutationVariables = Exact<{
  i: RoomCountsInput;
}>;


export type RoomsCustomUpdateCountUserOnRoom2Mutation = { __typename?: 'Mutation', customUpdateCountUserOnRoom: { __typename?: 'Room', totalUser: number, countUser: number } };

export type RoomsUpdateTotalMemberUserRoomMutationVariables = Exact<{
  i: RoomCountsInput;
}>;


export type RoomsUpdateTotalMemberUserRoomMutation = { __typename?: 'Mutation', updateTotalMemberUserRoom: { __typename?: 'UserRoom', user_id: string, total_member: number } };

export type TagsListTagsQueryVariables = Exact<{
  filter?: InputMaybe<TagFilterInput>;
}>;


export type TagsListTagsQuery = { __typename?: 'Query', listTags: { __typename?: 'TagPage', nextToken: string | null, items: Array<{ __typename?: 'Tag', id: string, name: string, color: string, type: number, room_id: string | null }> } };

export type TagsCreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type TagsCreateTagMutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string, name: string, color: string, type: number, room_id: string | null } };

export type TagsTagByColorQueryVariables = Exact<{ [key: string]: never; }>;


export type TagsTagByColorQuery = { __typename?: 'Query', tagByColor: { __typename?: 'TagPage', items: Array<{ __typename?: 'Tag', id: string }> } };

export type TagsTagByTypeQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type TagsTagByTypeQuery = { __typename?: 'Query', tagByType: { __typename?: 'TagPage', items: Array<{ __typename?: 'Tag', id: string }> } };

export type TagsUpdateTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TagsUpdateTagMutation = { __typename?: 'Mutation', updateTag: { __typename?: 'Tag', color: string, name: string } };

export type TagsDeleteTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TagsDeleteTagMutation = { __typename?: 'Mutation', deleteTag: { __typename?: 'Tag', id: string } };

export type TagsGetTagQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TagsGetTagQuery = { __typename?: 'Query', getTag: { __typename?: 'Tag', id: string } | null };

export type TagsUpdateTag2MutationVariables = Exact<{
  id: Scalars['ID']['input'];
  color: Scalars['String']['input'];
}>;


export type TagsUpdateTag2Mutation = { __typename?: 'Mutation', updateTag: { __typename?: 'Tag', color: string } };

export type TagsGetTag2QueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TagsGetTag2Query = { __typename?: 'Query', getTag: { __typename?: 'Tag', color: string } | null };

export type TagsUpdateTag3MutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TagsUpdateTag3Mutation = { __typename?: 'Mutation', updateTag: { __typename?: 'Tag', id: string } };

export type TemplatesCloneTemplateBoardMutationVariables = Exact<{
  input: CloneTemplateBoardInput;
}>;


export type TemplatesCloneTemplateBoardMutation = { __typename?: 'Mutation', cloneTemplateBoard: { __typename?: 'CloneTemplateBoardResult', room_id: string, boards: Array<{ __typename?: 'Board', id: string, name: string, color: string | null, order: string, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', name: string }> } }> } };

export type TemplatesListTemplateByDateQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatesListTemplateByDateQuery = { __typename?: 'Query', listTemplateByDate: { __typename?: 'TemplatePage', items: Array<{ __typename?: 'Template', id: string, name: string, type: number, boards: unknown }> } };

export type TemplatesCreateTemplateMutationVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type TemplatesCreateTemplateMutation = { __typename?: 'Mutation', createTemplate: { __typename?: 'Template', id: string, type: number, boards: unknown } };

export type TemplatesListsTemplateByUserQueryVariables = Exact<{
  user_created_id: Scalars['ID']['input'];
}>;


export type TemplatesListsTemplateByUserQuery = { __typename?: 'Query', listsTemplateByUser: { __typename?: 'TemplatePage', items: Array<{ __typename?: 'Template', id: string }> } };

export type TemplatesListTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatesListTemplatesQuery = { __typename?: 'Query', listTemplates: { __typename?: 'TemplatePage', items: Array<{ __typename?: 'Template', id: string }> } };

export type TemplatesListTemplates2QueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatesListTemplates2Query = { __typename?: 'Query', listTemplates: { __typename?: 'TemplatePage', items: Array<{ __typename?: 'Template', id: string }> } };

export type TemplatesDelTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TemplatesDelTemplateMutation = { __typename?: 'Mutation', DelTemplate: { __typename?: 'Template', id: string } };

export type TemplatesUpdateTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TemplatesUpdateTemplateMutation = { __typename?: 'Mutation', updateTemplate: { __typename?: 'Template', name: string } };

export type ChatAddRoomMutationVariables = Exact<{
  input: AddRoomInput;
}>;


export type ChatAddRoomMutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string, name: string, kind: number, totalUser: number, countUser: number, last_seq: number, musubiCode: string | null, overview: string | null, image: string | null } };

export type ChatCustomCreateUserRoomMutationVariables = Exact<{
  input: CreateUserRoomInput;
}>;


export type ChatCustomCreateUserRoomMutation = { __typename?: 'Mutation', customCreateUserRoom: { __typename?: 'UserRoom', id: string, role: number } };

export type ChatCreateMessageByRoleMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type ChatCreateMessageByRoleMutation = { __typename?: 'Mutation', createMessageByRole: { __typename?: 'Message', id: string, content: string, user_id: string, room_id: string, seq: number, change_seq: number, is_to_all: boolean, to_user_id: string | null, reply_message_id: string | null, editedAt: string | null, deletedAt: string | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }> } };

export type ChatUserRoomByUserAndRoomQueryVariables = Exact<{
  u: Scalars['ID']['input'];
  r: Scalars['ID']['input'];
}>;


export type ChatUserRoomByUserAndRoomQuery = { __typename?: 'Query', userRoomByUserAndRoom: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string, role: number, unread_messages: number, unread_mentions: number, last_read_seq: number, last_message: string | null, total_member: number }> } };

export type BackupCustomGetMessagesByRoomQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type BackupCustomGetMessagesByRoomQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', client_key: string | null, seq: number }> } };

export type MultinodeSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type MultinodeSignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'SignUpResult', isSignUpComplete: boolean } };

export type MultinodeCaptchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type MultinodeCaptchaChallengeQuery = { __typename?: 'Query', captchaChallenge: unknown };

export type MultinodeCustomGetMessagesByRoomQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type MultinodeCustomGetMessagesByRoomQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', seq: number }> } };

export type ClusterSupportCustomGetMessagesByRoomQueryVariables = Exact<{
  room_id: Scalars['ID']['input'];
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type ClusterSupportCustomGetMessagesByRoomQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', nextToken: string | null, items: Array<{ __typename?: 'Message', id: string, seq: number, content: string, client_key: string | null }> } };

export type ClusterSupportAddRoomMutationVariables = Exact<{
  input: AddRoomInput;
}>;


export type ClusterSupportAddRoomMutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type ClusterSupportOnCreateMessageSubscriptionVariables = Exact<{
  room_id: Scalars['ID']['input'];
}>;


export type ClusterSupportOnCreateMessageSubscription = { __typename?: 'Subscription', onCreateMessage: { __typename?: 'Message', id: string, seq: number, content: string, client_key: string | null } };

export type HarnessCaptchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type HarnessCaptchaChallengeQuery = { __typename?: 'Query', captchaChallenge: unknown };

export type HarnessSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type HarnessSignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'SignUpResult', isSignUpComplete: boolean, userId: string, nextStep: { __typename?: 'SignUpNextStep', signUpStep: SignUpStep } } };

export type HarnessSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type HarnessSignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInResult', isSignedIn: boolean, nextStep: { __typename?: 'SignInNextStep', signInStep: SignInStep } } };

export type HarnessConfirmSignUpMutationVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type HarnessConfirmSignUpMutation = { __typename?: 'Mutation', confirmSignUp: boolean };

export type LiveGapRoomsQueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type LiveGapRoomsQuery = { __typename?: 'Query', listUserRoomByUser: { __typename?: 'UserRoomPage', liveMark: string | null, items: Array<{ __typename?: 'UserRoom', room_id: string, unread_messages: number }> } };

export type LiveGapOnRoomsSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveGapOnRoomsSubscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string, room_id: string, unread_messages: number } };

export type LiveGapNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveGapNotificationsQuery = { __typename?: 'Query', customGetNotifications: { __typename?: 'NotificationPage', liveMark: string | null, items: Array<{ __typename?: 'Notification', id: string }> } };

export type LiveGapOnNotificationsSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveGapOnNotificationsSubscription = { __typename?: 'Subscription', onCreateNotification: { __typename?: 'Notification', id: string, room_id: string | null, status: number } };

export type LiveGapDraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveGapDraftsQuery = { __typename?: 'Query', getDraftMessages: { __typename?: 'DraftMessages', liveMark: string | null, drafts: Array<{ __typename?: 'Draft', room_id: string, draft: string, version: number }> } };

export type LiveGapSaveDraftMutationVariables = Exact<{
  i: DraftInput;
}>;


export type LiveGapSaveDraftMutation = { __typename?: 'Mutation', createOrUpdateDraftMessages: { __typename?: 'DraftMessages', id: string } };

export type LiveGapOnDraftsSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveGapOnDraftsSubscription = { __typename?: 'Subscription', onDraftMessage: { __typename?: 'Draft', id: string, room_id: string, draft: string, version: number } };

export type LiveGapBoardsQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type LiveGapBoardsQuery = { __typename?: 'Query', listBoardsByRoom: { __typename?: 'BoardPage', liveMark: string | null, items: Array<{ __typename?: 'Board', id: string }> } };

export type LiveGapOnTasksSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveGapOnTasksSubscription = { __typename?: 'Subscription', onUpdateOrderTask: { __typename?: 'UpdateOrderTaskResult', action: string, board_id: string, tasks: Array<{ __typename?: 'Task', id: string }> } };

export type LiveGapOnBoardsSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveGapOnBoardsSubscription = { __typename?: 'Subscription', onUpdateBoard: { __typename?: 'BoardEvent', action: string, board_id: string } };

export type LiveGapAddBoardMutationVariables = Exact<{
  i: CreateBoardByRoomInput;
}>;


export type LiveGapAddBoardMutation = { __typename?: 'Mutation', createBoardByRoom: { __typename?: 'Board', id: string } };

export type LiveGapAddTaskMutationVariables = Exact<{
  i: CreateTaskByBoardInput;
}>;


export type LiveGapAddTaskMutation = { __typename?: 'Mutation', createTaskByBoard: { __typename?: 'Task', id: string } };

export type LiveGapRemoveMemberMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type LiveGapRemoveMemberMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type QueryCountsRoomListQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsRoomListQuery = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, name: string, userCreated: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, directPartner: { __typename?: 'User', id: string } | null, users: { __typename?: 'UserRoomPage', nextToken: string | null, items: Array<{ __typename?: 'UserRoom', id: string, role: number, user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, room: { __typename?: 'Room', id: string } | null }> } }> } };

export type QueryCountsSideBarQueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type QueryCountsSideBarQuery = { __typename?: 'Query', listUserRoomByUser: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string, user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, folder: { __typename?: 'Folder', id: string, name: string } | null, room: { __typename?: 'Room', id: string, name: string, directPartner: { __typename?: 'User', id: string } | null, userCreated: { __typename?: 'User', id: string } | null } | null }> } };

export type QueryCountsFoldersQueryVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type QueryCountsFoldersQuery = { __typename?: 'Query', foldersByDate: { __typename?: 'FolderPage', items: Array<{ __typename?: 'Folder', id: string, rooms: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string, room: { __typename?: 'Room', id: string, name: string } | null }> } }> } };

export type QueryCountsMembersQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type QueryCountsMembersQuery = { __typename?: 'Query', userRoom: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string, role: number, user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, room: { __typename?: 'Room', id: string, userCreated: { __typename?: 'User', id: string } | null } | null }> } };

export type QueryCountsMessagesQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type QueryCountsMessagesQuery = { __typename?: 'Query', customGetMessagesByRoom: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', id: string, user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, room: { __typename?: 'Room', id: string } | null, emotions: Array<{ __typename?: 'Emotion', user_id: string, emotion: string }>, files: { __typename?: 'FilePage', items: Array<{ __typename?: 'File', id: string, url: string | null, userCreated: { __typename?: 'User', id: string } | null }> } }> } };

export type QueryCountsNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsNotificationsQuery = { __typename?: 'Query', customGetNotifications: { __typename?: 'NotificationPage', items: Array<{ __typename?: 'Notification', id: string, user_created: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null }> } };

export type QueryCountsBoardsQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type QueryCountsBoardsQuery = { __typename?: 'Query', listBoardsByRoom: { __typename?: 'BoardPage', items: Array<{ __typename?: 'Board', id: string, user: { __typename?: 'User', id: string } | null, userManage: { __typename?: 'User', id: string } | null, room: { __typename?: 'Room', id: string } | null, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', id: string, usersAssignee: Array<{ __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null }>, tags: Array<{ __typename?: 'Tag', id: string }>, files: Array<{ __typename?: 'TaskFile', file_id: string }>, history: Array<{ __typename?: 'TaskEvent', id: string, user: { __typename?: 'User', id: string } | null }> }> } }> } };

export type QueryCountsBoardTasksQueryVariables = Exact<{
  b: Scalars['ID']['input'];
}>;


export type QueryCountsBoardTasksQuery = { __typename?: 'Query', getBoard: { __typename?: 'Board', id: string, tasks: { __typename?: 'TaskPage', items: Array<{ __typename?: 'Task', id: string, usersAssignee: Array<{ __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null }>, tags: Array<{ __typename?: 'Tag', id: string }>, files: Array<{ __typename?: 'TaskFile', file_id: string }>, history: Array<{ __typename?: 'TaskEvent', id: string, user: { __typename?: 'User', id: string } | null }> }> } } | null };

export type QueryCountsContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsContactsQuery = { __typename?: 'Query', listContacts: { __typename?: 'UserSearchPage', items: Array<{ __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null }> }, received: { __typename?: 'ContactRequestPage', items: Array<{ __typename?: 'ContactRequest', id: string, request_user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null, user: { __typename?: 'User', id: string } | null }> } };

export type QueryCountsSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsSearchQuery = { __typename?: 'Query', searchMessages: { __typename?: 'MessagePage', items: Array<{ __typename?: 'Message', id: string, room: { __typename?: 'Room', id: string, name: string } | null, user: { __typename?: 'User', id: string, name: string | null, image: string | null, email: string | null } | null }> } };

export type QueryCountsUserRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type QueryCountsUserRoomQuery = { __typename?: 'Query', userRoom: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string }> } };

export type QueryCountsGetRoomListQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsGetRoomListQuery = { __typename?: 'Query', getRoomList: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, users: { __typename?: 'UserRoomPage', nextToken: string | null, items: Array<{ __typename?: 'UserRoom', id: string }> } }> } };

export type QueryCountsGetRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
  t?: InputMaybe<Scalars['String']['input']>;
}>;


export type QueryCountsGetRoomQuery = { __typename?: 'Query', getRoom: { __typename?: 'Room', users: { __typename?: 'UserRoomPage', nextToken: string | null, items: Array<{ __typename?: 'UserRoom', id: string }> } } };

export type QueryCountsListBoardsByRoomQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type QueryCountsListBoardsByRoomQuery = { __typename?: 'Query', listBoardsByRoom: { __typename?: 'BoardPage', items: Array<{ __typename?: 'Board', id: string, tasks: { __typename?: 'TaskPage', nextToken: string | null, items: Array<{ __typename?: 'Task', name: string }> } }> } };

export type QueryCountsGetBoardQueryVariables = Exact<{
  b: Scalars['ID']['input'];
  t?: InputMaybe<Scalars['String']['input']>;
}>;


export type QueryCountsGetBoardQuery = { __typename?: 'Query', getBoard: { __typename?: 'Board', tasks: { __typename?: 'TaskPage', nextToken: string | null, items: Array<{ __typename?: 'Task', name: string }> } } | null };

export type QueryCountsRoomByCodeQueryVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type QueryCountsRoomByCodeQuery = { __typename?: 'Query', roomByCode: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, name: string, users: { __typename?: 'UserRoomPage', items: Array<{ __typename?: 'UserRoom', id: string }> } }> } };

export type CatchUpOnMessageChangesSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
  a: Scalars['Int']['input'];
}>;


export type CatchUpOnMessageChangesSubscription = { __typename?: 'Subscription', onMessageChanges: { __typename?: 'Message', id: string, content: string, change_seq: number, deletedAt: string | null } };

export type CatchUpUpdateMessageByRoleMutationVariables = Exact<{
  i: UpdateMessageInput;
}>;


export type CatchUpUpdateMessageByRoleMutation = { __typename?: 'Mutation', updateMessageByRole: { __typename?: 'Message', id: string } };

export type CatchUpDeleteMessageByRoleMutationVariables = Exact<{
  i: DeleteMessageInput;
}>;


export type CatchUpDeleteMessageByRoleMutation = { __typename?: 'Mutation', deleteMessageByRole: { __typename?: 'Message', id: string } };

export type EmailChangeSendMailUpdateEmailMutationVariables = Exact<{
  i: SendMailUpdateEmailInput;
}>;


export type EmailChangeSendMailUpdateEmailMutation = { __typename?: 'Mutation', sendMailUpdateEmail: boolean };

export type EmailChangeVerifyUpdateEmailMutationVariables = Exact<{
  i: VerifyUpdateEmailInput;
}>;


export type EmailChangeVerifyUpdateEmailMutation = { __typename?: 'Mutation', verifyUpdateEmail: { __typename?: 'User', email: string | null } };

export type EmailChangeUndoEmailChangeMutationVariables = Exact<{
  t?: InputMaybe<Scalars['String']['input']>;
}>;


export type EmailChangeUndoEmailChangeMutation = { __typename?: 'Mutation', undoEmailChange: string };

export type EmailChangeResetPasswordMutationVariables = Exact<{
  e?: InputMaybe<Scalars['String']['input']>;
}>;


export type EmailChangeResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type EmailChangeGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailChangeGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type EmailChangeConfirmResetPasswordMutationVariables = Exact<{
  i: ConfirmResetPasswordInput;
}>;


export type EmailChangeConfirmResetPasswordMutation = { __typename?: 'Mutation', confirmResetPassword: boolean };

export type InvitationsCreateInviteByEmailMutationVariables = Exact<{
  i: CreateInviteByEmailInput;
}>;


export type InvitationsCreateInviteByEmailMutation = { __typename?: 'Mutation', createInviteByEmail: { __typename?: 'InviteByEmail', id: string, role: number | null } };

export type InvitationsUpdateUserContactJoinRoomMutationVariables = Exact<{
  i: RedeemInviteInput;
}>;


export type InvitationsUpdateUserContactJoinRoomMutation = { __typename?: 'Mutation', updateUserContactJoinRoom: { __typename?: 'UserRoom', id: string, role: number } };

export type InvitationsListRoomInvitesQueryVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type InvitationsListRoomInvitesQuery = { __typename?: 'Query', listRoomInvites: { __typename?: 'InviteByEmailPage', items: Array<{ __typename?: 'InviteByEmail', id: string, email: string, role: number | null, user_id: string }> } };

export type InvitationsDeleteInviteByEmailMutationVariables = Exact<{
  i: DeleteInviteByEmailInput;
}>;


export type InvitationsDeleteInviteByEmailMutation = { __typename?: 'Mutation', deleteInviteByEmail: string };

export type InvitationsCustomUpdateRoleUserRoomMutationVariables = Exact<{
  i: UpdateRoleUserRoomInput;
}>;


export type InvitationsCustomUpdateRoleUserRoomMutation = { __typename?: 'Mutation', customUpdateRoleUserRoom: { __typename?: 'UserRoom', id: string } };

export type InvitationsCustomDeleteUserRoomMutationVariables = Exact<{
  i: DeleteUserRoomInput;
}>;


export type InvitationsCustomDeleteUserRoomMutation = { __typename?: 'Mutation', customDeleteUserRoom: { __typename?: 'UserRoom', id: string } };

export type MalformedInputCreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type MalformedInputCreateTagMutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type PicturesUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PicturesUpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, image: string | null } };

export type PicturesCustomUpdateRoomInfoMutationVariables = Exact<{
  i: UpdateRoomInfoInput;
}>;


export type PicturesCustomUpdateRoomInfoMutation = { __typename?: 'Mutation', customUpdateRoomInfo: { __typename?: 'Room', id: string, image: string | null } };

export type PicturesAddRoomMutationVariables = Exact<{
  input: AddRoomInput;
}>;


export type PicturesAddRoomMutation = { __typename?: 'Mutation', addRoom: { __typename?: 'Room', id: string } };

export type PicturesGetProfileQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PicturesGetProfileQuery = { __typename?: 'Query', getProfile: { __typename?: 'User', image: string | null } };

export type PicturesGetRoomQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PicturesGetRoomQuery = { __typename?: 'Query', getRoom: { __typename?: 'Room', image: string | null } };

export type QuietEdgesFindUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type QuietEdgesFindUsersQuery = { __typename?: 'Query', findUsers: { __typename?: 'UserSearchPage', nextToken: string | null, items: Array<{ __typename?: 'User', id: string, name: string | null, isAdmin: boolean }> } };

export type QuietEdgesCreateMessageByRoleMutationVariables = Exact<{
  input: CreateMessageInput;
}>;


export type QuietEdgesCreateMessageByRoleMutation = { __typename?: 'Mutation', createMessageByRole: { __typename?: 'Message', id: string } };

export type QuietEdgesGetUsersByIdsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type QuietEdgesGetUsersByIdsQuery = { __typename?: 'Query', getUsersByIds: Array<{ __typename?: 'User', isAdmin: boolean }> };

export type QuietEdgesGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type QuietEdgesGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', isAdmin: boolean } };

export type QuietEdgesCreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type QuietEdgesCreateTagMutation = { __typename?: 'Mutation', createTag: { __typename?: 'Tag', id: string } };

export type QuietEdgesUpdateTagMutationVariables = Exact<{
  input: UpdateTagInput;
}>;


export type QuietEdgesUpdateTagMutation = { __typename?: 'Mutation', updateTag: { __typename?: 'Tag', id: string } };

export type QuietEdgesDeleteTagMutationVariables = Exact<{
  input: DeleteTagInput;
}>;


export type QuietEdgesDeleteTagMutation = { __typename?: 'Mutation', deleteTag: { __typename?: 'Tag', id: string } };

export type SessionSocketsOnCreateMessageSubscriptionVariables = Exact<{
  r: Scalars['ID']['input'];
}>;


export type SessionSocketsOnCreateMessageSubscription = { __typename?: 'Subscription', onCreateMessage: { __typename?: 'Message', id: string, content: string } };

export type SessionSocketsOnCreateNotificationSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type SessionSocketsOnCreateNotificationSubscription = { __typename?: 'Subscription', onCreateNotification: { __typename?: 'Notification', id: string, content: string } };

export type SessionSocketsOnUpdateUserRoomSubscriptionVariables = Exact<{
  u: Scalars['ID']['input'];
}>;


export type SessionSocketsOnUpdateUserRoomSubscription = { __typename?: 'Subscription', onUpdateUserRoom: { __typename?: 'UserRoom', id: string } };

export type SessionSocketsOnSessionEndSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsOnSessionEndSubscription = { __typename?: 'Subscription', onSessionEnd: { __typename?: 'SessionEnd', reason: string } };

export type SessionSocketsSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsSignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type SessionSocketsSignOut2MutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsSignOut2Mutation = { __typename?: 'Mutation', signOut: boolean };

export type SessionSocketsUpdatePasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsUpdatePasswordMutation = { __typename?: 'Mutation', updatePassword: boolean };

export type SessionSocketsResetPasswordMutationVariables = Exact<{
  e?: InputMaybe<Scalars['String']['input']>;
}>;


export type SessionSocketsResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type SessionSocketsConfirmResetPasswordMutationVariables = Exact<{
  i: ConfirmResetPasswordInput;
}>;


export type SessionSocketsConfirmResetPasswordMutation = { __typename?: 'Mutation', confirmResetPassword: boolean };

export type SessionSocketsSendMailUpdateEmailMutationVariables = Exact<{
  i: SendMailUpdateEmailInput;
}>;


export type SessionSocketsSendMailUpdateEmailMutation = { __typename?: 'Mutation', sendMailUpdateEmail: boolean };

export type SessionSocketsVerifyUpdateEmailMutationVariables = Exact<{
  i: VerifyUpdateEmailInput;
}>;


export type SessionSocketsVerifyUpdateEmailMutation = { __typename?: 'Mutation', verifyUpdateEmail: { __typename?: 'User', id: string } };

export type SessionSocketsGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type SessionSocketsChangeStatusUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SessionSocketsChangeStatusUserMutation = { __typename?: 'Mutation', changeStatusUser: { __typename?: 'User', id: string } };

export type SignInLockoutGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInLockoutGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type SignUpVerificationConfirmSignUpMutationVariables = Exact<{
  c?: InputMaybe<Scalars['String']['input']>;
}>;


export type SignUpVerificationConfirmSignUpMutation = { __typename?: 'Mutation', confirmSignUp: boolean };

export type SignUpVerificationResendSignUpCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SignUpVerificationResendSignUpCodeMutation = { __typename?: 'Mutation', resendSignUpCode: boolean };

export type SignUpVerificationGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type SignUpVerificationGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', status: number } };

export type SignUpVerificationSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignUpVerificationSignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type SignUpVerificationGetUserDetail2QueryVariables = Exact<{ [key: string]: never; }>;


export type SignUpVerificationGetUserDetail2Query = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type SignUpVerificationCreateInviteByEmailMutationVariables = Exact<{
  i: CreateInviteByEmailInput;
}>;


export type SignUpVerificationCreateInviteByEmailMutation = { __typename?: 'Mutation', createInviteByEmail: { __typename?: 'InviteByEmail', id: string } };

export type SignUpVerificationSearchInviteByEmailQueryVariables = Exact<{
  e?: InputMaybe<Scalars['String']['input']>;
}>;


export type SignUpVerificationSearchInviteByEmailQuery = { __typename?: 'Query', searchInviteByEmail: { __typename?: 'InviteByEmailPage', items: Array<{ __typename?: 'InviteByEmail', id: string, room: { __typename?: 'Room', name: string, musubiCode: string | null } | null }> } };

export type SocketLimitsGetUserDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type SocketLimitsGetUserDetailQuery = { __typename?: 'Query', getUserDetail: { __typename?: 'User', id: string } };

export type SocketLimitsSignInMutationVariables = Exact<{
  i: SignInInput;
}>;


export type SocketLimitsSignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInResult', isSignedIn: boolean } };


export const DeliveryFullChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeliveryFullChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onMessageChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryFullChangesSubscription, DeliveryFullChangesSubscriptionVariables>;
export const DeliverySmallChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeliverySmallChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onMessageChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<DeliverySmallChangesSubscription, DeliverySmallChangesSubscriptionVariables>;
export const DeliveryRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeliveryRemoveMemberMutation, DeliveryRemoveMemberMutationVariables>;
export const DeliveryPostWithFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryPostWithFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeliveryPostWithFilesMutation, DeliveryPostWithFilesMutationVariables>;
export const AdminGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminGetUserDetailQuery, AdminGetUserDetailQueryVariables>;
export const AdminOnSessionEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminOnSessionEnd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSessionEnd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminOnSessionEndSubscription, AdminOnSessionEndSubscriptionVariables>;
export const AdminChangeStatusUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeStatusUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminChangeStatusUserMutation, AdminChangeStatusUserMutationVariables>;
export const AdminListAuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListAuditLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminListAuditLogsQuery, AdminListAuditLogsQueryVariables>;
export const AdminUpdateStatusUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusUserMutation, AdminUpdateStatusUserMutationVariables>;
export const AdminOnCreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminOnCreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminOnCreateMessageSubscription, AdminOnCreateMessageSubscriptionVariables>;
export const AdminUpdateStatusUser2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusUser2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"2"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusUser2Mutation, AdminUpdateStatusUser2MutationVariables>;
export const AdminChangeStatusUser2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeStatusUser2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"2"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminChangeStatusUser2Mutation, AdminChangeStatusUser2MutationVariables>;
export const AdminUpdateStatusUser3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusUser3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusUser3Mutation, AdminUpdateStatusUser3MutationVariables>;
export const AdminUpdateStatusUser4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStatusUser4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStatusUser4Mutation, AdminUpdateStatusUser4MutationVariables>;
export const AdminGetAdminUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetAdminUserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAdminUserDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileVolume"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSessions"}}]}}]}}]} as unknown as DocumentNode<AdminGetAdminUserDetailQuery, AdminGetAdminUserDetailQueryVariables>;
export const AdminGetAdminUserDetail2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGetAdminUserDetail2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAdminUserDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"nobody","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileVolume"}}]}}]}}]} as unknown as DocumentNode<AdminGetAdminUserDetail2Query, AdminGetAdminUserDetail2QueryVariables>;
export const AdminAdminCreateDefaultTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminCreateDefaultTag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateDefaultTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"至急","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#FF0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]} as unknown as DocumentNode<AdminAdminCreateDefaultTagMutation, AdminAdminCreateDefaultTagMutationVariables>;
export const AdminAdminCreateDefaultTag2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminCreateDefaultTag2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateDefaultTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"x","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"red","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminAdminCreateDefaultTag2Mutation, AdminAdminCreateDefaultTag2MutationVariables>;
export const AdminAdminUpdateDefaultTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminUpdateDefaultTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateDefaultTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"急ぎ","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<AdminAdminUpdateDefaultTagMutation, AdminAdminUpdateDefaultTagMutationVariables>;
export const AdminAdminDeleteDefaultTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminDeleteDefaultTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteDefaultTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminAdminDeleteDefaultTagMutation, AdminAdminDeleteDefaultTagMutationVariables>;
export const AdminAdminSaveDefaultTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminSaveDefaultTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSaveDefaultTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"進行管理","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"boards"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}}]}}]}}]} as unknown as DocumentNode<AdminAdminSaveDefaultTemplateMutation, AdminAdminSaveDefaultTemplateMutationVariables>;
export const AdminAdminSaveDefaultTemplate2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminSaveDefaultTemplate2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSaveDefaultTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"改","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"boards"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}}]}}]}}]} as unknown as DocumentNode<AdminAdminSaveDefaultTemplate2Mutation, AdminAdminSaveDefaultTemplate2MutationVariables>;
export const AdminAdminSaveDefaultTemplate3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminSaveDefaultTemplate3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSaveDefaultTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"空","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"boards"},"value":{"kind":"ListValue","values":[]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminAdminSaveDefaultTemplate3Mutation, AdminAdminSaveDefaultTemplate3MutationVariables>;
export const AdminAdminDeleteDefaultTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdminDeleteDefaultTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteDefaultTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminAdminDeleteDefaultTemplateMutation, AdminAdminDeleteDefaultTemplateMutationVariables>;
export const AdminListAuditLogs2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListAuditLogs2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]} as unknown as DocumentNode<AdminListAuditLogs2Query, AdminListAuditLogs2QueryVariables>;
export const CsvDownloadUserCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsvDownloadUserCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"k"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUserCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lastExclusiveStartKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"k"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastExclusiveStartKey"}}]}}]}}]} as unknown as DocumentNode<CsvDownloadUserCsvQuery, CsvDownloadUserCsvQueryVariables>;
export const JobsOnMaintenanceJobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JobsOnMaintenanceJobProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onMaintenanceJobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"room","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<JobsOnMaintenanceJobProgressSubscription, JobsOnMaintenanceJobProgressSubscriptionVariables>;
export const JobsRunMaintenanceJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobsRunMaintenanceJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runMaintenanceJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<JobsRunMaintenanceJobMutation, JobsRunMaintenanceJobMutationVariables>;
export const JobsListMaintenanceJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobsListMaintenanceJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listMaintenanceJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<JobsListMaintenanceJobsQuery, JobsListMaintenanceJobsQueryVariables>;
export const AssistantOnAssistantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AssistantOnAssistantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AssistantOnAssistantMessageSubscription, AssistantOnAssistantMessageSubscriptionVariables>;
export const AssistantCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantCreateConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AssistantCreateConversationMutation, AssistantCreateConversationMutationVariables>;
export const AssistantSendAssistantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantSendAssistantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendAssistantMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"context_room_id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AssistantSendAssistantMessageMutation, AssistantSendAssistantMessageMutationVariables>;
export const AssistantGetConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantGetConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"context_room_id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantGetConversationQuery, AssistantGetConversationQueryVariables>;
export const AssistantListConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantListConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<AssistantListConversationsQuery, AssistantListConversationsQueryVariables>;
export const AssistantRetryAssistantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantRetryAssistantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessageIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AssistantRetryAssistantMessageMutation, AssistantRetryAssistantMessageMutationVariables>;
export const AssistantStopAssistantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantStopAssistantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessageIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"context_room_id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AssistantStopAssistantMessageMutation, AssistantStopAssistantMessageMutationVariables>;
export const AssistantGetConversation2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantGetConversation2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AssistantGetConversation2Query, AssistantGetConversation2QueryVariables>;
export const AssistantGetAssistantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantGetAssistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAssistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"requestsToday"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerDay"}}]}}]}}]} as unknown as DocumentNode<AssistantGetAssistantStatusQuery, AssistantGetAssistantStatusQueryVariables>;
export const AssistantGetAssistantStatus2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantGetAssistantStatus2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAssistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<AssistantGetAssistantStatus2Query, AssistantGetAssistantStatus2QueryVariables>;
export const AuthGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}}]}}]}}]} as unknown as DocumentNode<AuthGetUserDetailQuery, AuthGetUserDetailQueryVariables>;
export const AuthConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthConfirmSignUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"StringValue","value":"000000","block":false}}]}]}}]} as unknown as DocumentNode<AuthConfirmSignUpMutation, AuthConfirmSignUpMutationVariables>;
export const AuthConfirmSignUp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthConfirmSignUp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}]}}]} as unknown as DocumentNode<AuthConfirmSignUp2Mutation, AuthConfirmSignUp2MutationVariables>;
export const AuthSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<AuthSignOutMutation, AuthSignOutMutationVariables>;
export const AuthResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}]}}]} as unknown as DocumentNode<AuthResetPasswordMutation, AuthResetPasswordMutationVariables>;
export const AuthConfirmResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthConfirmResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<AuthConfirmResetPasswordMutation, AuthConfirmResetPasswordMutationVariables>;
export const AuthSignOut2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignOut2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"global"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<AuthSignOut2Mutation, AuthSignOut2MutationVariables>;
export const AuthUpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthUpdatePassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"StringValue","value":"nope","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"StringValue","value":"brandnew123","block":false}}]}]}}]} as unknown as DocumentNode<AuthUpdatePasswordMutation, AuthUpdatePasswordMutationVariables>;
export const AuthUpdatePassword2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthUpdatePassword2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"o"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"o"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"StringValue","value":"brandnew123","block":false}}]}]}}]} as unknown as DocumentNode<AuthUpdatePassword2Mutation, AuthUpdatePassword2MutationVariables>;
export const AuthSendMailUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSendMailUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMailUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<AuthSendMailUpdateEmailMutation, AuthSendMailUpdateEmailMutationVariables>;
export const AuthVerifyUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthVerifyUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuthVerifyUpdateEmailMutation, AuthVerifyUpdateEmailMutationVariables>;
export const AuthCustomGetNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthCustomGetNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<AuthCustomGetNotificationsQuery, AuthCustomGetNotificationsQueryVariables>;
export const AuthGetUserDetail2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthGetUserDetail2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<AuthGetUserDetail2Query, AuthGetUserDetail2QueryVariables>;
export const AuthGetProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthGetProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<AuthGetProfileQuery, AuthGetProfileQueryVariables>;
export const AvatarsGetProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarsGetProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AvatarsGetProfileQuery, AvatarsGetProfileQueryVariables>;
export const AvatarsUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvatarsUpdateProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"image"},"value":{"kind":"StringValue","value":"https://example.com/me.png","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AvatarsUpdateProfileMutation, AvatarsUpdateProfileMutationVariables>;
export const AvatarsCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvatarsCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AvatarsCustomDeleteUserRoomMutation, AvatarsCustomDeleteUserRoomMutationVariables>;
export const AvatarsUpdateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvatarsUpdateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AvatarsUpdateRoomMutation, AvatarsUpdateRoomMutationVariables>;
export const BillingGetHeadTransactionByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetHeadTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHeadTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxRoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxContact"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacityEveryFile"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacityFileByUser"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacityFileInRoom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"period_end"}},{"kind":"Field","name":{"kind":"Name","value":"is_regis_auto"}},{"kind":"Field","name":{"kind":"Name","value":"next_payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"auto_payment_failed"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaymentProfile"}}]}}]}}]} as unknown as DocumentNode<BillingGetHeadTransactionByUserQuery, BillingGetHeadTransactionByUserQueryVariables>;
export const BillingHandleStripeTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client_secret"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeTransactionMutation, BillingHandleStripeTransactionMutationVariables>;
export const BillingHandleStripeConfirmSetupIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingHandleStripeConfirmSetupIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeConfirmSetupIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeConfirmSetupIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_method_id"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card_brand"}},{"kind":"Field","name":{"kind":"Name","value":"last_digits"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeConfirmSetupIntentQuery, BillingHandleStripeConfirmSetupIntentQueryVariables>;
export const BillingHandleStripePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription_id"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_id"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripePaymentMethodMutation, BillingHandleStripePaymentMethodMutationVariables>;
export const BillingHandleStripeChangePaymentSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeChangePaymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePaymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client_secret"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeChangePaymentSetupMutation, BillingHandleStripeChangePaymentSetupMutationVariables>;
export const BillingHandleStripeChangePayment2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeChangePayment2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card_brand"}},{"kind":"Field","name":{"kind":"Name","value":"last_digits"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeChangePayment2Mutation, BillingHandleStripeChangePayment2MutationVariables>;
export const BillingHandleStripeChangePeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeChangePeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"next_payment_type"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeChangePeriodMutation, BillingHandleStripeChangePeriodMutationVariables>;
export const BillingGetUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"contactCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}}]}}]}}]} as unknown as DocumentNode<BillingGetUsageQuery, BillingGetUsageQueryVariables>;
export const BillingListTransactionByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingListTransactionByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nextToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTransactionByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nextToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"is_regis_auto"}},{"kind":"Field","name":{"kind":"Name","value":"period_start"}},{"kind":"Field","name":{"kind":"Name","value":"period_end"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<BillingListTransactionByUserQuery, BillingListTransactionByUserQueryVariables>;
export const BillingGetPaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<BillingGetPaymentSettingsQuery, BillingGetPaymentSettingsQueryVariables>;
export const BillingGetLastTransactionByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetLastTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getLastTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card_no"}}]}}]}}]} as unknown as DocumentNode<BillingGetLastTransactionByUserQuery, BillingGetLastTransactionByUserQueryVariables>;
export const BillingGetHeadTransactionByUser2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetHeadTransactionByUser2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHeadTransactionByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}}]}}]}}]} as unknown as DocumentNode<BillingGetHeadTransactionByUser2Query, BillingGetHeadTransactionByUser2QueryVariables>;
export const BillingGetCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card_no"}},{"kind":"Field","name":{"kind":"Name","value":"card_expire_date"}},{"kind":"Field","name":{"kind":"Name","value":"card_brand"}}]}}]}}]} as unknown as DocumentNode<BillingGetCardQuery, BillingGetCardQueryVariables>;
export const BillingHandleStripePaymentSuccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripePaymentSuccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripePaymentSuccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripePaymentSuccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripePaymentSuccessMutation, BillingHandleStripePaymentSuccessMutationVariables>;
export const BillingHandleStripeRemoveInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeRemoveInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeRemoveInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_regis_auto"}},{"kind":"Field","name":{"kind":"Name","value":"period_end"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeRemoveInfoMutation, BillingHandleStripeRemoveInfoMutationVariables>;
export const BillingHandleRemoveInfoGmoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleRemoveInfoGMO"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleRemoveInfoGMO"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BillingHandleRemoveInfoGmoMutation, BillingHandleRemoveInfoGmoMutationVariables>;
export const BillingHandleStripeChangePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeChangePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last_digits"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeChangePaymentMutation, BillingHandleStripeChangePaymentMutationVariables>;
export const BillingHandleChangeCardInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleChangeCardInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleChangeCardInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BillingHandleChangeCardInfoMutation, BillingHandleChangeCardInfoMutationVariables>;
export const BillingGetCard2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetCard2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card_no"}},{"kind":"Field","name":{"kind":"Name","value":"card_expire_date"}}]}}]}}]} as unknown as DocumentNode<BillingGetCard2Query, BillingGetCard2QueryVariables>;
export const BillingHandleStripeRemoveInfo2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingHandleStripeRemoveInfo2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeRemoveInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}}]}}]}}]} as unknown as DocumentNode<BillingHandleStripeRemoveInfo2Mutation, BillingHandleStripeRemoveInfo2MutationVariables>;
export const BillingTransactionsCreatedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingTransactionsCreatedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionCreatedAtCondition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTransactionByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"StringValue","value":"ASC","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<BillingTransactionsCreatedAtQuery, BillingTransactionsCreatedAtQueryVariables>;
export const BillingAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAddRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"営業部","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BillingAddRoomMutation, BillingAddRoomMutationVariables>;
export const BillingAddRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAddRoom2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"経理部","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BillingAddRoom2Mutation, BillingAddRoom2MutationVariables>;
export const BillingAddRoom3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAddRoom3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"他人のルーム","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BillingAddRoom3Mutation, BillingAddRoom3MutationVariables>;
export const BillingGetUsage2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGetUsage2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomCount"}}]}}]}}]} as unknown as DocumentNode<BillingGetUsage2Query, BillingGetUsage2QueryVariables>;
export const StripeGetPaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeGetPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<StripeGetPaymentSettingsQuery, StripeGetPaymentSettingsQueryVariables>;
export const StripeHandleStripeTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client_secret"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeTransactionMutation, StripeHandleStripeTransactionMutationVariables>;
export const StripeHandleStripeConfirmSetupIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeHandleStripeConfirmSetupIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeConfirmSetupIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeConfirmSetupIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeConfirmSetupIntentQuery, StripeHandleStripeConfirmSetupIntentQueryVariables>;
export const StripeHandleStripeConfirmSetupIntent2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeHandleStripeConfirmSetupIntent2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeConfirmSetupIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeConfirmSetupIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_method_id"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last_digits"}}]}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeConfirmSetupIntent2Query, StripeHandleStripeConfirmSetupIntent2QueryVariables>;
export const StripeHandleStripePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription_id"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripePaymentMethodMutation, StripeHandleStripePaymentMethodMutationVariables>;
export const StripeHandleStripePaymentMethod2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripePaymentMethod2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription_id"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}},{"kind":"Field","name":{"kind":"Name","value":"customer_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripePaymentMethod2Mutation, StripeHandleStripePaymentMethod2MutationVariables>;
export const StripeHandleStripeInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total_amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"handleStripeRetrieveCustomerId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_id"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeInvoicesMutation, StripeHandleStripeInvoicesMutationVariables>;
export const StripeHandleStripeChangePaymentSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeChangePaymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePaymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client_secret"}},{"kind":"Field","name":{"kind":"Name","value":"customer_id"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeChangePaymentSetupMutation, StripeHandleStripeChangePaymentSetupMutationVariables>;
export const StripeHandleStripeConfirmSetupIntent3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeHandleStripeConfirmSetupIntent3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeConfirmSetupIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeConfirmSetupIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_method_id"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeConfirmSetupIntent3Query, StripeHandleStripeConfirmSetupIntent3QueryVariables>;
export const StripeHandleStripeChangePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeChangePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last_digits"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeChangePaymentMutation, StripeHandleStripeChangePaymentMutationVariables>;
export const StripeGetHeadTransactionByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeGetHeadTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHeadTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auto_payment_failed"}}]}}]}}]} as unknown as DocumentNode<StripeGetHeadTransactionByUserQuery, StripeGetHeadTransactionByUserQueryVariables>;
export const StripeHandleStripeChangePeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeChangePeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleStripeChangePeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeChangePeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_type"}},{"kind":"Field","name":{"kind":"Name","value":"next_payment_type"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeChangePeriodMutation, StripeHandleStripeChangePeriodMutationVariables>;
export const StripeHandleStripeRemoveInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeHandleStripeRemoveInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleStripeRemoveInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_regis_auto"}}]}}]}}]} as unknown as DocumentNode<StripeHandleStripeRemoveInfoMutation, StripeHandleStripeRemoveInfoMutationVariables>;
export const StripeGetHeadTransactionByUser2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeGetHeadTransactionByUser2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHeadTransactionByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package_id"}}]}}]}}]} as unknown as DocumentNode<StripeGetHeadTransactionByUser2Query, StripeGetHeadTransactionByUser2QueryVariables>;
export const BoardsCreateBoardByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateBoardByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBoardByRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<BoardsCreateBoardByRoomMutation, BoardsCreateBoardByRoomMutationVariables>;
export const BoardsCreateTaskByBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateTaskByBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskByBoardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaskByBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"usersAssignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsCreateTaskByBoardMutation, BoardsCreateTaskByBoardMutationVariables>;
export const BoardsUpdateOrderTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateOrderTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrderTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateOrderTaskMutation, BoardsUpdateOrderTaskMutationVariables>;
export const BoardsListBoardsByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardsListBoardsByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"is_archive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listBoardsByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"is_archive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"is_archive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"is_archive"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"usersAssignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardsListBoardsByRoomQuery, BoardsListBoardsByRoomQueryVariables>;
export const BoardsSetTagsByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsSetTagsByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"set"},"name":{"kind":"Name","value":"updateTaskByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsSetTagsByRoleMutation, BoardsSetTagsByRoleMutationVariables>;
export const BoardsSetTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsSetTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"set"},"name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsSetTagsMutation, BoardsSetTagsMutationVariables>;
export const BoardsRemoveTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsRemoveTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsRemoveTaskMutation, BoardsRemoveTaskMutationVariables>;
export const BoardsRemoveBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsRemoveBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsRemoveBoardMutation, BoardsRemoveBoardMutationVariables>;
export const BoardsUpdateArchiveBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateArchiveBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArchiveBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"is_archive"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateArchiveBoardMutation, BoardsUpdateArchiveBoardMutationVariables>;
export const BoardsUpdateArchiveBoard2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateArchiveBoard2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArchiveBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"is_archive"},"value":{"kind":"BooleanValue","value":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateArchiveBoard2Mutation, BoardsUpdateArchiveBoard2MutationVariables>;
export const BoardsGetTaskDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardsGetTaskDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTaskDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"from_board_name"}},{"kind":"Field","name":{"kind":"Name","value":"to_board_name"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardsGetTaskDetailQuery, BoardsGetTaskDetailQueryVariables>;
export const BoardsCreateTag2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateTag2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"複製","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#7048e8","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsCreateTag2Mutation, BoardsCreateTag2MutationVariables>;
export const BoardsUpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag_ids"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tag_ids"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"tag_ids"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateTaskMutation, BoardsUpdateTaskMutationVariables>;
export const BoardsCloneBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCloneBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"usersAssignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardsCloneBoardMutation, BoardsCloneBoardMutationVariables>;
export const BoardsUpdateTask2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateTask2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"変更","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateTask2Mutation, BoardsUpdateTask2MutationVariables>;
export const BoardsGetListBoardAllRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardsGetListBoardAllRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getListBoardAllRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsGetListBoardAllRoomQuery, BoardsGetListBoardAllRoomQueryVariables>;
export const BoardsUpdateFileTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateFileTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFileTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"file_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"user_upload_name"}},{"kind":"Field","name":{"kind":"Name","value":"user_upload_id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateFileTaskMutation, BoardsUpdateFileTaskMutationVariables>;
export const BoardsCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsCreateTagMutation, BoardsCreateTagMutationVariables>;
export const BoardsUpdateTask3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateTask3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"名前だけ","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateTask3Mutation, BoardsUpdateTask3MutationVariables>;
export const BoardsListBoardsByRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardsListBoardsByRoom2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listBoardsByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoardsListBoardsByRoom2Query, BoardsListBoardsByRoom2QueryVariables>;
export const BoardsDeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsDeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsDeleteTagMutation, BoardsDeleteTagMutationVariables>;
export const BoardsGetTaskDetail2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardsGetTaskDetail2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTaskDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BoardsGetTaskDetail2Query, BoardsGetTaskDetail2QueryVariables>;
export const BoardsCreateTag3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateTag3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"自室","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#2f9e44","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsCreateTag3Mutation, BoardsCreateTag3MutationVariables>;
export const BoardsCreateTag4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsCreateTag4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"他室","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#f08c00","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsCreateTag4Mutation, BoardsCreateTag4MutationVariables>;
export const BoardsUpdateTaskByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateTaskByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateTaskByRoleMutation, BoardsUpdateTaskByRoleMutationVariables>;
export const BoardsUpdateTask4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardsUpdateTask4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tag_ids"},"value":{"kind":"ListValue","values":[]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BoardsUpdateTask4Mutation, BoardsUpdateTask4MutationVariables>;
export const RealtimeOnUpdateOrderTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RealtimeOnUpdateOrderTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateOrderTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}}]}}]}}]}}]} as unknown as DocumentNode<RealtimeOnUpdateOrderTaskSubscription, RealtimeOnUpdateOrderTaskSubscriptionVariables>;
export const RealtimeCreateBoardByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateBoardByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"A","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateBoardByRoomMutation, RealtimeCreateBoardByRoomMutationVariables>;
export const RealtimeCreateBoardByRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateBoardByRoom2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"B","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateBoardByRoom2Mutation, RealtimeCreateBoardByRoom2MutationVariables>;
export const RealtimeCreateTaskByBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateTaskByBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"board_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaskByBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"board_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"board_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"T","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateTaskByBoardMutation, RealtimeCreateTaskByBoardMutationVariables>;
export const RealtimeUpdateOrderTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeUpdateOrderTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"board_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"board_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"board_id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<RealtimeUpdateOrderTaskMutation, RealtimeUpdateOrderTaskMutationVariables>;
export const RealtimeOnUpdateOrderTask2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RealtimeOnUpdateOrderTask2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateOrderTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RealtimeOnUpdateOrderTask2Subscription, RealtimeOnUpdateOrderTask2SubscriptionVariables>;
export const RealtimeCreateBoardByRoom3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateBoardByRoom3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"タグ","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateBoardByRoom3Mutation, RealtimeCreateBoardByRoom3MutationVariables>;
export const RealtimeCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"至急","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#e03131","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateTagMutation, RealtimeCreateTagMutationVariables>;
export const RealtimeUpdateTaskByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeUpdateTaskByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag_ids"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tag_ids"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"tag_ids"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeUpdateTaskByRoleMutation, RealtimeUpdateTaskByRoleMutationVariables>;
export const RealtimeOnUpdateBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RealtimeOnUpdateBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"boards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]} as unknown as DocumentNode<RealtimeOnUpdateBoardSubscription, RealtimeOnUpdateBoardSubscriptionVariables>;
export const RealtimeCreateBoardByRoom4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateBoardByRoom4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"見える","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateBoardByRoom4Mutation, RealtimeCreateBoardByRoom4MutationVariables>;
export const RealtimeCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCustomDeleteUserRoomMutation, RealtimeCustomDeleteUserRoomMutationVariables>;
export const RealtimeUpdateBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeUpdateBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"見えない","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeUpdateBoardMutation, RealtimeUpdateBoardMutationVariables>;
export const RealtimeCreateBoardByRoom5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateBoardByRoom5"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"C","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateBoardByRoom5Mutation, RealtimeCreateBoardByRoom5MutationVariables>;
export const RealtimeCreateMemoTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateMemoTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemoTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"task_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"StringValue","value":"確認しました","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"isMessage"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMessage"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateMemoTasksMutation, RealtimeCreateMemoTasksMutationVariables>;
export const RealtimeCreateMemoTasks2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeCreateMemoTasks2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemoTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"task_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"StringValue","value":"メモだけ","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMessage"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}}]}}]}}]} as unknown as DocumentNode<RealtimeCreateMemoTasks2Mutation, RealtimeCreateMemoTasks2MutationVariables>;
export const RealtimeListCommentByTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealtimeListCommentByTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listCommentByTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"task_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"task_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_room_id"},"value":{"kind":"StringValue","value":"x","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<RealtimeListCommentByTasksQuery, RealtimeListCommentByTasksQueryVariables>;
export const RealtimeUpdateMemoTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeUpdateMemoTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemoTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"StringValue","value":"改ざん","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RealtimeUpdateMemoTasksMutation, RealtimeUpdateMemoTasksMutationVariables>;
export const RealtimeRemoveMessageByMemoTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealtimeRemoveMessageByMemoTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMessageByMemoTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMessage"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<RealtimeRemoveMessageByMemoTaskMutation, RealtimeRemoveMessageByMemoTaskMutationVariables>;
export const ContactCreateContactFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactCreateContactForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContactForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company_name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ContactCreateContactFormMutation, ContactCreateContactFormMutationVariables>;
export const FilesGetVolumeFileFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesGetVolumeFileFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVolumeFileFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_file"}},{"kind":"Field","name":{"kind":"Name","value":"total_file_size"}}]}}]}}]} as unknown as DocumentNode<FilesGetVolumeFileFunctionQuery, FilesGetVolumeFileFunctionQueryVariables>;
export const FilesGetFilesFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesGetFilesFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFilesFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"userCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<FilesGetFilesFunctionQuery, FilesGetFilesFunctionQueryVariables>;
export const FilesGetFileDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesGetFileDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFileDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<FilesGetFileDetailQuery, FilesGetFileDetailQueryVariables>;
export const FilesSoftDeleteFileFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesSoftDeleteFileFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"softDeleteFileFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user_deleted_id"}}]}}]}}]} as unknown as DocumentNode<FilesSoftDeleteFileFunctionMutation, FilesSoftDeleteFileFunctionMutationVariables>;
export const FilesHardDeleteFileFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesHardDeleteFileFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hardDeleteFileFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<FilesHardDeleteFileFunctionMutation, FilesHardDeleteFileFunctionMutationVariables>;
export const FilesCreateFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesCreateFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}}]}}]}}]} as unknown as DocumentNode<FilesCreateFileMutation, FilesCreateFileMutationVariables>;
export const FilesCreateFileFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesCreateFileFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFileInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFileFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message_id"}}]}}]}}]} as unknown as DocumentNode<FilesCreateFileFunctionMutation, FilesCreateFileFunctionMutationVariables>;
export const MessagesCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesCustomDeleteUserRoomMutation, MessagesCustomDeleteUserRoomMutationVariables>;
export const MessagesUpdateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"is_to_all"}},{"kind":"Field","name":{"kind":"Name","value":"to_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"reply_message_id"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateMessageByRoleMutation, MessagesUpdateMessageByRoleMutationVariables>;
export const MessagesDeleteMessageByRoleOfAnyRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesDeleteMessageByRoleOfAnyRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"is_to_all"}},{"kind":"Field","name":{"kind":"Name","value":"to_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"reply_message_id"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesDeleteMessageByRoleOfAnyRoleMutation, MessagesDeleteMessageByRoleOfAnyRoleMutationVariables>;
export const MessagesCustomGetMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesCustomGetMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesCustomGetMessageQuery, MessagesCustomGetMessageQueryVariables>;
export const MessagesDeleteAllMessageInRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesDeleteAllMessageInRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAllMessageInRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllMessageInRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<MessagesDeleteAllMessageInRoomMutation, MessagesDeleteAllMessageInRoomMutationVariables>;
export const MessagesDeleteMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesDeleteMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<MessagesDeleteMessagesMutation, MessagesDeleteMessagesMutationVariables>;
export const MessagesCustomGetNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesCustomGetNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_created_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesCustomGetNotificationsQuery, MessagesCustomGetNotificationsQueryVariables>;
export const MessagesNotificationByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesNotificationByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesNotificationByUserQuery, MessagesNotificationByUserQueryVariables>;
export const MessagesDeleteMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesDeleteMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesDeleteMessageByRoleMutation, MessagesDeleteMessageByRoleMutationVariables>;
export const MessagesUpdateUnreadUserRoomCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateUnreadUserRoomCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUnreadUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnreadUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}},{"kind":"Field","name":{"kind":"Name","value":"unread_mentions"}},{"kind":"Field","name":{"kind":"Name","value":"last_read_seq"}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateUnreadUserRoomCountsMutation, MessagesUpdateUnreadUserRoomCountsMutationVariables>;
export const MessagesUpdateMessageByRole2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateMessageByRole2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateMessageByRole2Mutation, MessagesUpdateMessageByRole2MutationVariables>;
export const MessagesUpdateUnreadUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateUnreadUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUnreadUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnreadUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last_read_seq"}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateUnreadUserRoomMutation, MessagesUpdateUnreadUserRoomMutationVariables>;
export const MessagesCustomGetNotifications2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesCustomGetNotifications2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesCustomGetNotifications2Query, MessagesCustomGetNotifications2QueryVariables>;
export const MessagesCustomUpdateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesCustomUpdateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MessagesCustomUpdateNotificationMutation, MessagesCustomUpdateNotificationMutationVariables>;
export const MessagesCustomDeleteNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesCustomDeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesCustomDeleteNotificationMutation, MessagesCustomDeleteNotificationMutationVariables>;
export const MessagesUpdateMessageByRole3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateMessageByRole3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateMessageByRole3Mutation, MessagesUpdateMessageByRole3MutationVariables>;
export const MessagesCustomGetMessagesByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesCustomGetMessagesByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<MessagesCustomGetMessagesByRoomQuery, MessagesCustomGetMessagesByRoomQueryVariables>;
export const MessagesUpdateUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateUserRoomMutation, MessagesUpdateUserRoomMutationVariables>;
export const MessagesOnUpdateUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnUpdateUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"folder_id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}},{"kind":"Field","name":{"kind":"Name","value":"unread_mentions"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"last_message"}},{"kind":"Field","name":{"kind":"Name","value":"last_read_seq"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"total_member"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MessagesOnUpdateUserRoomSubscription, MessagesOnUpdateUserRoomSubscriptionVariables>;
export const MessagesUserRoomByUserAndRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesUserRoomByUserAndRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoomByUserAndRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"folder_id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}},{"kind":"Field","name":{"kind":"Name","value":"unread_mentions"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"last_message"}},{"kind":"Field","name":{"kind":"Name","value":"last_read_seq"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"total_member"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesUserRoomByUserAndRoomQuery, MessagesUserRoomByUserAndRoomQueryVariables>;
export const MessagesOnUpdateUserRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnUpdateUserRoom2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<MessagesOnUpdateUserRoom2Subscription, MessagesOnUpdateUserRoom2SubscriptionVariables>;
export const MessagesOnCreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnCreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"is_to_all"}},{"kind":"Field","name":{"kind":"Name","value":"to_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"reply_message_id"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesOnCreateMessageSubscription, MessagesOnCreateMessageSubscriptionVariables>;
export const MessagesOnUpdateUserRoom3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnUpdateUserRoom3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<MessagesOnUpdateUserRoom3Subscription, MessagesOnUpdateUserRoom3SubscriptionVariables>;
export const MessagesGetRoomListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesGetRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesGetRoomListQuery, MessagesGetRoomListQueryVariables>;
export const MessagesOnUpdateUserRoom4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnUpdateUserRoom4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesOnUpdateUserRoom4Subscription, MessagesOnUpdateUserRoom4SubscriptionVariables>;
export const MessagesUpdateStatusUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesUpdateStatusUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"2"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesUpdateStatusUserMutation, MessagesUpdateStatusUserMutationVariables>;
export const MessagesCustomGetMessagesByRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesCustomGetMessagesByRoom2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesCustomGetMessagesByRoom2Query, MessagesCustomGetMessagesByRoom2QueryVariables>;
export const MessagesCreateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesCreateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MessagesCreateMessageByRoleMutation, MessagesCreateMessageByRoleMutationVariables>;
export const MessagesSearchMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesSearchMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<MessagesSearchMessagesQuery, MessagesSearchMessagesQueryVariables>;
export const MessagesSaveDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesSaveDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateDraftMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesSaveDraftMutation, MessagesSaveDraftMutationVariables>;
export const MessagesGetDraftMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesGetDraftMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDraftMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessagesGetDraftMessagesQuery, MessagesGetDraftMessagesQueryVariables>;
export const MessagesGetDraftMessages2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesGetDraftMessages2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDraftMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesGetDraftMessages2Query, MessagesGetDraftMessages2QueryVariables>;
export const MessagesCreateOrUpdateDraftMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessagesCreateOrUpdateDraftMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateDraftMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<MessagesCreateOrUpdateDraftMessagesMutation, MessagesCreateOrUpdateDraftMessagesMutationVariables>;
export const MessagesOnDraftMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagesOnDraftMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onDraftMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MessagesOnDraftMessageSubscription, MessagesOnDraftMessageSubscriptionVariables>;
export const SearchMessagesFoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMessagesFound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]}}]} as unknown as DocumentNode<SearchMessagesFoundQuery, SearchMessagesFoundQueryVariables>;
export const SearchRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SearchRemoveMemberMutation, SearchRemoveMemberMutationVariables>;
export const NotificationsUpdateUnreadUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsUpdateUnreadUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUnreadUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnreadUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread_mentions"}}]}}]}}]} as unknown as DocumentNode<NotificationsUpdateUnreadUserRoomMutation, NotificationsUpdateUnreadUserRoomMutationVariables>;
export const NotificationsOnCreateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationsOnCreateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]} as unknown as DocumentNode<NotificationsOnCreateNotificationSubscription, NotificationsOnCreateNotificationSubscriptionVariables>;
export const ContactsCustomCreateContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactsCustomCreateContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customCreateContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactsCustomCreateContactRequestMutation, ContactsCustomCreateContactRequestMutationVariables>;
export const ContactsAcceptRequestContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactsAcceptRequestContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptRequestContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactsAcceptRequestContactMutation, ContactsAcceptRequestContactMutationVariables>;
export const ContactsRemoveContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactsRemoveContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}]}]}}]} as unknown as DocumentNode<ContactsRemoveContactMutation, ContactsRemoveContactMutationVariables>;
export const ContactsFindUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsFindUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<ContactsFindUsersQuery, ContactsFindUsersQueryVariables>;
export const ContactsCreateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactsCreateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactsCreateMessageByRoleMutation, ContactsCreateMessageByRoleMutationVariables>;
export const ContactsCustomGetMessagesByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsCustomGetMessagesByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<ContactsCustomGetMessagesByRoomQuery, ContactsCustomGetMessagesByRoomQueryVariables>;
export const PeopleGetProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleGetProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company_name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phone2"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"post_code"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"prefectures"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}}]}}]}}]} as unknown as DocumentNode<PeopleGetProfileQuery, PeopleGetProfileQueryVariables>;
export const PeopleUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}}]}}]}}]} as unknown as DocumentNode<PeopleUpdateProfileMutation, PeopleUpdateProfileMutationVariables>;
export const PeopleCustomCreateContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCustomCreateContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customCreateContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"request_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<PeopleCustomCreateContactRequestMutation, PeopleCustomCreateContactRequestMutationVariables>;
export const PeopleAcceptRequestContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleAcceptRequestContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptRequestContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PeopleAcceptRequestContactMutation, PeopleAcceptRequestContactMutationVariables>;
export const PeopleCustomDeleteContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCustomDeleteContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}]}}]} as unknown as DocumentNode<PeopleCustomDeleteContactRequestMutation, PeopleCustomDeleteContactRequestMutationVariables>;
export const PeopleCreateInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCreateInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteByEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"request_id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleCreateInviteByEmailMutation, PeopleCreateInviteByEmailMutationVariables>;
export const PeopleUpdateUserContactJoinRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateUserContactJoinRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserContactJoinRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PeopleUpdateUserContactJoinRoomMutation, PeopleUpdateUserContactJoinRoomMutationVariables>;
export const PeopleHandleRequestMailContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleHandleRequestMailContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleRequestMailContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"request_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<PeopleHandleRequestMailContactMutation, PeopleHandleRequestMailContactMutationVariables>;
export const PeopleFindUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleFindUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleFindUsersQuery, PeopleFindUsersQueryVariables>;
export const PeopleGetUsersByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleGetUsersByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUsersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PeopleGetUsersByIdsQuery, PeopleGetUsersByIdsQueryVariables>;
export const PeopleSearchUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleSearchUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"検索","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleSearchUserQuery, PeopleSearchUserQueryVariables>;
export const PeopleSearchUser2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleSearchUser2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleSearchUser2Query, PeopleSearchUser2QueryVariables>;
export const PeopleGetCountContactRequestByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleGetCountContactRequestByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCountContactRequestByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}]}}]} as unknown as DocumentNode<PeopleGetCountContactRequestByUserQuery, PeopleGetCountContactRequestByUserQueryVariables>;
export const PeopleListContactsRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleListContactsRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listContactsRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"request_user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PeopleListContactsRequestsQuery, PeopleListContactsRequestsQueryVariables>;
export const PeopleGetListContactRequestByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleGetListContactRequestByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getListContactRequestByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PeopleGetListContactRequestByUserQuery, PeopleGetListContactRequestByUserQueryVariables>;
export const PeopleListContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleListContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleListContactsQuery, PeopleListContactsQueryVariables>;
export const PeopleRemoveContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleRemoveContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}]}}]}]}}]} as unknown as DocumentNode<PeopleRemoveContactMutation, PeopleRemoveContactMutationVariables>;
export const PeopleListContactsRequests2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleListContactsRequests2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listContactsRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleListContactsRequests2Query, PeopleListContactsRequests2QueryVariables>;
export const PeopleListInviteByEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleListInviteByEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listInviteByEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleListInviteByEmailsQuery, PeopleListInviteByEmailsQueryVariables>;
export const PeopleDeleteInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleDeleteInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}]}}]} as unknown as DocumentNode<PeopleDeleteInviteByEmailMutation, PeopleDeleteInviteByEmailMutationVariables>;
export const PeopleCreateUserNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleCreateUserNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user_note_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<PeopleCreateUserNoteMutation, PeopleCreateUserNoteMutationVariables>;
export const PeopleUpdateUserNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleUpdateUserNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<PeopleUpdateUserNoteMutation, PeopleUpdateUserNoteMutationVariables>;
export const PeopleUserNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleUserNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"w"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"w"}}},{"kind":"Argument","name":{"kind":"Name","value":"user_note_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleUserNoteQuery, PeopleUserNoteQueryVariables>;
export const PeopleRoomByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeopleRoomByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"musubiCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleRoomByCodeQuery, PeopleRoomByCodeQueryVariables>;
export const PeopleJoinRoomByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleJoinRoomByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinRoomByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"musubiCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PeopleJoinRoomByCodeMutation, PeopleJoinRoomByCodeMutationVariables>;
export const PeopleRegenerateRoomCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PeopleRegenerateRoomCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRoomCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"musubiCode"}}]}}]}}]} as unknown as DocumentNode<PeopleRegenerateRoomCodeMutation, PeopleRegenerateRoomCodeMutationVariables>;
export const RoomInvitesCreateInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomInvitesCreateInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteByEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomInvitesCreateInviteByEmailMutation, RoomInvitesCreateInviteByEmailMutationVariables>;
export const RoomInvitesListRoomInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomInvitesListRoomInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listRoomInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoomInvitesListRoomInvitesQuery, RoomInvitesListRoomInvitesQueryVariables>;
export const RoomInvitesRevokeRoomInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomInvitesRevokeRoomInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeRoomInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}]}}]} as unknown as DocumentNode<RoomInvitesRevokeRoomInviteMutation, RoomInvitesRevokeRoomInviteMutationVariables>;
export const RoomInvitesInviteByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomInvitesInviteByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]}}]} as unknown as DocumentNode<RoomInvitesInviteByTokenQuery, RoomInvitesInviteByTokenQueryVariables>;
export const RoomInvitesUpdateUserContactJoinRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomInvitesUpdateUserContactJoinRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserContactJoinRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]} as unknown as DocumentNode<RoomInvitesUpdateUserContactJoinRoomMutation, RoomInvitesUpdateUserContactJoinRoomMutationVariables>;
export const RoomInvitesCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomInvitesCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomInvitesCustomDeleteUserRoomMutation, RoomInvitesCustomDeleteUserRoomMutationVariables>;
export const RoomInvitesGetRoomListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomInvitesGetRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"directPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoomInvitesGetRoomListQuery, RoomInvitesGetRoomListQueryVariables>;
export const RoomInvitesGetRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomInvitesGetRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RoomInvitesGetRoomQuery, RoomInvitesGetRoomQueryVariables>;
export const MissedMailUpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MissedMailUpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailDelayMinutes"}}]}}]}}]} as unknown as DocumentNode<MissedMailUpdateNotificationSettingsMutation, MissedMailUpdateNotificationSettingsMutationVariables>;
export const MissedMailUpdateUnreadUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MissedMailUpdateUnreadUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUnreadUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnreadUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MissedMailUpdateUnreadUserRoomMutation, MissedMailUpdateUnreadUserRoomMutationVariables>;
export const MissedMailCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MissedMailCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MissedMailCustomDeleteUserRoomMutation, MissedMailCustomDeleteUserRoomMutationVariables>;
export const MissedMailDeleteMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MissedMailDeleteMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MissedMailDeleteMessageByRoleMutation, MissedMailDeleteMessageByRoleMutationVariables>;
export const PushRegisterPushDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushRegisterPushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPushDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]}}]} as unknown as DocumentNode<PushRegisterPushDeviceMutation, PushRegisterPushDeviceMutationVariables>;
export const PushPushDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushPushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<PushPushDevicesQuery, PushPushDevicesQueryVariables>;
export const PushPushPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushPushPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]} as unknown as DocumentNode<PushPushPublicKeyQuery, PushPushPublicKeyQueryVariables>;
export const PushRemovePushDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushRemovePushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PushRemovePushDeviceMutation, PushRemovePushDeviceMutationVariables>;
export const PushSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<PushSignOutMutation, PushSignOutMutationVariables>;
export const PushCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PushCustomDeleteUserRoomMutation, PushCustomDeleteUserRoomMutationVariables>;
export const PushSetRoomNotificationLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSetRoomNotificationLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationLevel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoomNotificationLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}]}]}}]} as unknown as DocumentNode<PushSetRoomNotificationLevelMutation, PushSetRoomNotificationLevelMutationVariables>;
export const PushRoomNotificationLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushRoomNotificationLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomNotificationLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}]}]}}]} as unknown as DocumentNode<PushRoomNotificationLevelQuery, PushRoomNotificationLevelQueryVariables>;
export const PushUpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushUpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quietFrom"}}]}}]}}]} as unknown as DocumentNode<PushUpdateNotificationSettingsMutation, PushUpdateNotificationSettingsMutationVariables>;
export const PushUpdateNotificationSettings2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushUpdateNotificationSettings2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"quietFrom"}},{"kind":"Field","name":{"kind":"Name","value":"quietTo"}}]}}]}}]} as unknown as DocumentNode<PushUpdateNotificationSettings2Mutation, PushUpdateNotificationSettings2MutationVariables>;
export const PushNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushNotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailDelayMinutes"}}]}}]}}]} as unknown as DocumentNode<PushNotificationSettingsQuery, PushNotificationSettingsQueryVariables>;
export const PushNotificationSettings2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushNotificationSettings2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"quietFrom"}},{"kind":"Field","name":{"kind":"Name","value":"quietTo"}}]}}]}}]} as unknown as DocumentNode<PushNotificationSettings2Query, PushNotificationSettings2QueryVariables>;
export const RoomsCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsCustomDeleteUserRoomMutation, RoomsCustomDeleteUserRoomMutationVariables>;
export const RoomsGetRoomListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsGetRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalUser"}},{"kind":"Field","name":{"kind":"Name","value":"countUser"}},{"kind":"Field","name":{"kind":"Name","value":"last_seq"}},{"kind":"Field","name":{"kind":"Name","value":"musubiCode"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<RoomsGetRoomListQuery, RoomsGetRoomListQueryVariables>;
export const RoomsAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsAddRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsAddRoomMutation, RoomsAddRoomMutationVariables>;
export const RoomsGetRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsGetRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsGetRoomQuery, RoomsGetRoomQueryVariables>;
export const RoomsGetRoomDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsGetRoomDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsGetRoomDetailQuery, RoomsGetRoomDetailQueryVariables>;
export const RoomsUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RoomsUserRoomQuery, RoomsUserRoomQueryVariables>;
export const RoomsCustomUpdateRoleUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCustomUpdateRoleUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateRoleUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsCustomUpdateRoleUserRoomMutation, RoomsCustomUpdateRoleUserRoomMutationVariables>;
export const RoomsCreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCreateFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"取引先","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"created_user_id"}}]}}]}}]} as unknown as DocumentNode<RoomsCreateFolderMutation, RoomsCreateFolderMutationVariables>;
export const RoomsCreateFolder2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCreateFolder2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsCreateFolder2Mutation, RoomsCreateFolder2MutationVariables>;
export const RoomsGetRoomList2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsGetRoomList2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RoomsGetRoomList2Query, RoomsGetRoomList2QueryVariables>;
export const RoomsUpdateUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsUpdateUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folder_id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<RoomsUpdateUserRoomMutation, RoomsUpdateUserRoomMutationVariables>;
export const RoomsFoldersByDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsFoldersByDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foldersByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"created_user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RoomsFoldersByDateQuery, RoomsFoldersByDateQueryVariables>;
export const RoomsUpdateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsUpdateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsUpdateFolderMutation, RoomsUpdateFolderMutationVariables>;
export const RoomsFoldersByDate2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsFoldersByDate2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foldersByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"created_user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoomsFoldersByDate2Query, RoomsFoldersByDate2QueryVariables>;
export const RoomsCustomDeleteFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCustomDeleteFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsCustomDeleteFolderMutation, RoomsCustomDeleteFolderMutationVariables>;
export const RoomsCustomUpdateCountUserOnRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCustomUpdateCountUserOnRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomCountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateCountUserOnRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsCustomUpdateCountUserOnRoomMutation, RoomsCustomUpdateCountUserOnRoomMutationVariables>;
export const RoomsCustomUpdateCountUserOnRoom2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsCustomUpdateCountUserOnRoom2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomCountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateCountUserOnRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUser"}},{"kind":"Field","name":{"kind":"Name","value":"countUser"}}]}}]}}]} as unknown as DocumentNode<RoomsCustomUpdateCountUserOnRoom2Mutation, RoomsCustomUpdateCountUserOnRoom2MutationVariables>;
export const RoomsUpdateTotalMemberUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsUpdateTotalMemberUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomCountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTotalMemberUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"total_member"}}]}}]}}]} as unknown as DocumentNode<RoomsUpdateTotalMemberUserRoomMutation, RoomsUpdateTotalMemberUserRoomMutationVariables>;
export const TagsListTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsListTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TagFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<TagsListTagsQuery, TagsListTagsQueryVariables>;
export const TagsCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagsCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}}]}}]}}]} as unknown as DocumentNode<TagsCreateTagMutation, TagsCreateTagMutationVariables>;
export const TagsTagByColorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsTagByColor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagByColor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#abc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TagsTagByColorQuery, TagsTagByColorQueryVariables>;
export const TagsTagByTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsTagByType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagByType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TagsTagByTypeQuery, TagsTagByTypeQueryVariables>;
export const TagsUpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagsUpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#112233","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TagsUpdateTagMutation, TagsUpdateTagMutationVariables>;
export const TagsDeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagsDeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TagsDeleteTagMutation, TagsDeleteTagMutationVariables>;
export const TagsGetTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsGetTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TagsGetTagQuery, TagsGetTagQueryVariables>;
export const TagsUpdateTag2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagsUpdateTag2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"color"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"Variable","name":{"kind":"Name","value":"color"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<TagsUpdateTag2Mutation, TagsUpdateTag2MutationVariables>;
export const TagsGetTag2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagsGetTag2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<TagsGetTag2Query, TagsGetTag2QueryVariables>;
export const TagsUpdateTag3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagsUpdateTag3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"要確認","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"color"},"value":{"kind":"StringValue","value":"#ff0000","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TagsUpdateTag3Mutation, TagsUpdateTag3MutationVariables>;
export const TemplatesCloneTemplateBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplatesCloneTemplateBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloneTemplateBoardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneTemplateBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"boards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesCloneTemplateBoardMutation, TemplatesCloneTemplateBoardMutationVariables>;
export const TemplatesListTemplateByDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatesListTemplateByDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTemplateByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesListTemplateByDateQuery, TemplatesListTemplateByDateQueryVariables>;
export const TemplatesCreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplatesCreateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"私の型","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}}]}}]}}]} as unknown as DocumentNode<TemplatesCreateTemplateMutation, TemplatesCreateTemplateMutationVariables>;
export const TemplatesListsTemplateByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatesListsTemplateByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_created_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listsTemplateByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_created_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_created_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesListsTemplateByUserQuery, TemplatesListsTemplateByUserQueryVariables>;
export const TemplatesListTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatesListTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesListTemplatesQuery, TemplatesListTemplatesQueryVariables>;
export const TemplatesListTemplates2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatesListTemplates2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesListTemplates2Query, TemplatesListTemplates2QueryVariables>;
export const TemplatesDelTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplatesDelTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"DelTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TemplatesDelTemplateMutation, TemplatesDelTemplateMutationVariables>;
export const TemplatesUpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplatesUpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"改名","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TemplatesUpdateTemplateMutation, TemplatesUpdateTemplateMutationVariables>;
export const ChatAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatAddRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalUser"}},{"kind":"Field","name":{"kind":"Name","value":"countUser"}},{"kind":"Field","name":{"kind":"Name","value":"last_seq"}},{"kind":"Field","name":{"kind":"Name","value":"musubiCode"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<ChatAddRoomMutation, ChatAddRoomMutationVariables>;
export const ChatCustomCreateUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatCustomCreateUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customCreateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ChatCustomCreateUserRoomMutation, ChatCustomCreateUserRoomMutationVariables>;
export const ChatCreateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatCreateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"is_to_all"}},{"kind":"Field","name":{"kind":"Name","value":"to_user_id"}},{"kind":"Field","name":{"kind":"Name","value":"reply_message_id"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}}]}}]}}]} as unknown as DocumentNode<ChatCreateMessageByRoleMutation, ChatCreateMessageByRoleMutationVariables>;
export const ChatUserRoomByUserAndRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatUserRoomByUserAndRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoomByUserAndRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}},{"kind":"Field","name":{"kind":"Name","value":"unread_mentions"}},{"kind":"Field","name":{"kind":"Name","value":"last_read_seq"}},{"kind":"Field","name":{"kind":"Name","value":"last_message"}},{"kind":"Field","name":{"kind":"Name","value":"total_member"}}]}}]}}]}}]} as unknown as DocumentNode<ChatUserRoomByUserAndRoomQuery, ChatUserRoomByUserAndRoomQueryVariables>;
export const BackupCustomGetMessagesByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupCustomGetMessagesByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"StringValue","value":"ASC","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client_key"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]} as unknown as DocumentNode<BackupCustomGetMessagesByRoomQuery, BackupCustomGetMessagesByRoomQueryVariables>;
export const MultinodeSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultinodeSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSignUpComplete"}}]}}]}}]} as unknown as DocumentNode<MultinodeSignUpMutation, MultinodeSignUpMutationVariables>;
export const MultinodeCaptchaChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultinodeCaptchaChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captchaChallenge"}}]}}]} as unknown as DocumentNode<MultinodeCaptchaChallengeQuery, MultinodeCaptchaChallengeQueryVariables>;
export const MultinodeCustomGetMessagesByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultinodeCustomGetMessagesByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]} as unknown as DocumentNode<MultinodeCustomGetMessagesByRoomQuery, MultinodeCustomGetMessagesByRoomQueryVariables>;
export const ClusterSupportCustomGetMessagesByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClusterSupportCustomGetMessagesByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nextToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nextToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"client_key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<ClusterSupportCustomGetMessagesByRoomQuery, ClusterSupportCustomGetMessagesByRoomQueryVariables>;
export const ClusterSupportAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClusterSupportAddRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClusterSupportAddRoomMutation, ClusterSupportAddRoomMutationVariables>;
export const ClusterSupportOnCreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClusterSupportOnCreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"client_key"}}]}}]}}]} as unknown as DocumentNode<ClusterSupportOnCreateMessageSubscription, ClusterSupportOnCreateMessageSubscriptionVariables>;
export const HarnessCaptchaChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HarnessCaptchaChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captchaChallenge"}}]}}]} as unknown as DocumentNode<HarnessCaptchaChallengeQuery, HarnessCaptchaChallengeQueryVariables>;
export const HarnessSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSignUpComplete"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpStep"}}]}}]}}]}}]} as unknown as DocumentNode<HarnessSignUpMutation, HarnessSignUpMutationVariables>;
export const HarnessSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInStep"}}]}}]}}]}}]} as unknown as DocumentNode<HarnessSignInMutation, HarnessSignInMutationVariables>;
export const HarnessConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessConfirmSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<HarnessConfirmSignUpMutation, HarnessConfirmSignUpMutationVariables>;
export const LiveGapRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveGapRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUserRoomByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveMark"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}}]}}]}}]}}]} as unknown as DocumentNode<LiveGapRoomsQuery, LiveGapRoomsQueryVariables>;
export const LiveGapOnRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveGapOnRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"unread_messages"}}]}}]}}]} as unknown as DocumentNode<LiveGapOnRoomsSubscription, LiveGapOnRoomsSubscriptionVariables>;
export const LiveGapNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveGapNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveMark"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LiveGapNotificationsQuery, LiveGapNotificationsQueryVariables>;
export const LiveGapOnNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveGapOnNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LiveGapOnNotificationsSubscription, LiveGapOnNotificationsSubscriptionVariables>;
export const LiveGapDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveGapDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDraftMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveMark"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<LiveGapDraftsQuery, LiveGapDraftsQueryVariables>;
export const LiveGapSaveDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveGapSaveDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateDraftMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveGapSaveDraftMutation, LiveGapSaveDraftMutationVariables>;
export const LiveGapOnDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveGapOnDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onDraftMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<LiveGapOnDraftsSubscription, LiveGapOnDraftsSubscriptionVariables>;
export const LiveGapBoardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveGapBoards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listBoardsByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveMark"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LiveGapBoardsQuery, LiveGapBoardsQueryVariables>;
export const LiveGapOnTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveGapOnTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateOrderTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LiveGapOnTasksSubscription, LiveGapOnTasksSubscriptionVariables>;
export const LiveGapOnBoardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveGapOnBoards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"board_id"}}]}}]}}]} as unknown as DocumentNode<LiveGapOnBoardsSubscription, LiveGapOnBoardsSubscriptionVariables>;
export const LiveGapAddBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveGapAddBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBoardByRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBoardByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveGapAddBoardMutation, LiveGapAddBoardMutationVariables>;
export const LiveGapAddTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveGapAddTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskByBoardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaskByBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveGapAddTaskMutation, LiveGapAddTaskMutationVariables>;
export const LiveGapRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveGapRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveGapRemoveMemberMutation, LiveGapRemoveMemberMutationVariables>;
export const QueryCountsRoomListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"directPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsRoomListQuery, QueryCountsRoomListQueryVariables>;
export const QueryCountsSideBarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsSideBar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUserRoomByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"directPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsSideBarQuery, QueryCountsSideBarQueryVariables>;
export const QueryCountsFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foldersByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"created_user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsFoldersQuery, QueryCountsFoldersQueryVariables>;
export const QueryCountsMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsMembersQuery, QueryCountsMembersQueryVariables>;
export const QueryCountsMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetMessagesByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"emotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"userCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsMessagesQuery, QueryCountsMessagesQueryVariables>;
export const QueryCountsNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customGetNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user_created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsNotificationsQuery, QueryCountsNotificationsQueryVariables>;
export const QueryCountsBoardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsBoards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listBoardsByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userManage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usersAssignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsBoardsQuery, QueryCountsBoardsQueryVariables>;
export const QueryCountsBoardTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsBoardTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usersAssignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsBoardTasksQuery, QueryCountsBoardTasksQueryVariables>;
export const QueryCountsContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"received"},"name":{"kind":"Name","value":"listContactsRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"StringValue","value":"received","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"0"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"request_user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsContactsQuery, QueryCountsContactsQueryVariables>;
export const QueryCountsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"StringValue","value":"探し物","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsSearchQuery, QueryCountsSearchQueryVariables>;
export const QueryCountsUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsUserRoomQuery, QueryCountsUserRoomQueryVariables>;
export const QueryCountsGetRoomListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsGetRoomList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoomList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsGetRoomListQuery, QueryCountsGetRoomListQueryVariables>;
export const QueryCountsGetRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsGetRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsGetRoomQuery, QueryCountsGetRoomQueryVariables>;
export const QueryCountsListBoardsByRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsListBoardsByRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listBoardsByRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsListBoardsByRoomQuery, QueryCountsListBoardsByRoomQueryVariables>;
export const QueryCountsGetBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsGetBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"nextToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsGetBoardQuery, QueryCountsGetBoardQueryVariables>;
export const QueryCountsRoomByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCountsRoomByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"musubiCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCountsRoomByCodeQuery, QueryCountsRoomByCodeQueryVariables>;
export const CatchUpOnMessageChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CatchUpOnMessageChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onMessageChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"change_seq"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<CatchUpOnMessageChangesSubscription, CatchUpOnMessageChangesSubscriptionVariables>;
export const CatchUpUpdateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatchUpUpdateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatchUpUpdateMessageByRoleMutation, CatchUpUpdateMessageByRoleMutationVariables>;
export const CatchUpDeleteMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatchUpDeleteMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatchUpDeleteMessageByRoleMutation, CatchUpDeleteMessageByRoleMutationVariables>;
export const EmailChangeSendMailUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeSendMailUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMailUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<EmailChangeSendMailUpdateEmailMutation, EmailChangeSendMailUpdateEmailMutationVariables>;
export const EmailChangeVerifyUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeVerifyUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EmailChangeVerifyUpdateEmailMutation, EmailChangeVerifyUpdateEmailMutationVariables>;
export const EmailChangeUndoEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeUndoEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}]}}]} as unknown as DocumentNode<EmailChangeUndoEmailChangeMutation, EmailChangeUndoEmailChangeMutationVariables>;
export const EmailChangeResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}]}}]} as unknown as DocumentNode<EmailChangeResetPasswordMutation, EmailChangeResetPasswordMutationVariables>;
export const EmailChangeGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailChangeGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EmailChangeGetUserDetailQuery, EmailChangeGetUserDetailQueryVariables>;
export const EmailChangeConfirmResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeConfirmResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<EmailChangeConfirmResetPasswordMutation, EmailChangeConfirmResetPasswordMutationVariables>;
export const InvitationsCreateInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsCreateInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteByEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InvitationsCreateInviteByEmailMutation, InvitationsCreateInviteByEmailMutationVariables>;
export const InvitationsUpdateUserContactJoinRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsUpdateUserContactJoinRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserContactJoinRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InvitationsUpdateUserContactJoinRoomMutation, InvitationsUpdateUserContactJoinRoomMutationVariables>;
export const InvitationsListRoomInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationsListRoomInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listRoomInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationsListRoomInvitesQuery, InvitationsListRoomInvitesQueryVariables>;
export const InvitationsDeleteInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsDeleteInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInviteByEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<InvitationsDeleteInviteByEmailMutation, InvitationsDeleteInviteByEmailMutationVariables>;
export const InvitationsCustomUpdateRoleUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsCustomUpdateRoleUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateRoleUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvitationsCustomUpdateRoleUserRoomMutation, InvitationsCustomUpdateRoleUserRoomMutationVariables>;
export const InvitationsCustomDeleteUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsCustomDeleteUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDeleteUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvitationsCustomDeleteUserRoomMutation, InvitationsCustomDeleteUserRoomMutationVariables>;
export const MalformedInputCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MalformedInputCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MalformedInputCreateTagMutation, MalformedInputCreateTagMutationVariables>;
export const PicturesUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<PicturesUpdateProfileMutation, PicturesUpdateProfileMutationVariables>;
export const PicturesCustomUpdateRoomInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesCustomUpdateRoomInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoomInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customUpdateRoomInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<PicturesCustomUpdateRoomInfoMutation, PicturesCustomUpdateRoomInfoMutationVariables>;
export const PicturesAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesAddRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PicturesAddRoomMutation, PicturesAddRoomMutationVariables>;
export const PicturesGetProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PicturesGetProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<PicturesGetProfileQuery, PicturesGetProfileQueryVariables>;
export const PicturesGetRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PicturesGetRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<PicturesGetRoomQuery, PicturesGetRoomQueryVariables>;
export const QuietEdgesFindUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuietEdgesFindUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextToken"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesFindUsersQuery, QuietEdgesFindUsersQueryVariables>;
export const QuietEdgesCreateMessageByRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuietEdgesCreateMessageByRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesCreateMessageByRoleMutation, QuietEdgesCreateMessageByRoleMutationVariables>;
export const QuietEdgesGetUsersByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuietEdgesGetUsersByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUsersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesGetUsersByIdsQuery, QuietEdgesGetUsersByIdsQueryVariables>;
export const QuietEdgesGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuietEdgesGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesGetUserDetailQuery, QuietEdgesGetUserDetailQueryVariables>;
export const QuietEdgesCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuietEdgesCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesCreateTagMutation, QuietEdgesCreateTagMutationVariables>;
export const QuietEdgesUpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuietEdgesUpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesUpdateTagMutation, QuietEdgesUpdateTagMutationVariables>;
export const QuietEdgesDeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuietEdgesDeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<QuietEdgesDeleteTagMutation, QuietEdgesDeleteTagMutationVariables>;
export const SessionSocketsOnCreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionSocketsOnCreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsOnCreateMessageSubscription, SessionSocketsOnCreateMessageSubscriptionVariables>;
export const SessionSocketsOnCreateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionSocketsOnCreateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCreateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsOnCreateNotificationSubscription, SessionSocketsOnCreateNotificationSubscriptionVariables>;
export const SessionSocketsOnUpdateUserRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionSocketsOnUpdateUserRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"u"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onUpdateUserRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"u"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsOnUpdateUserRoomSubscription, SessionSocketsOnUpdateUserRoomSubscriptionVariables>;
export const SessionSocketsOnSessionEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionSocketsOnSessionEnd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSessionEnd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsOnSessionEndSubscription, SessionSocketsOnSessionEndSubscriptionVariables>;
export const SessionSocketsSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SessionSocketsSignOutMutation, SessionSocketsSignOutMutationVariables>;
export const SessionSocketsSignOut2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsSignOut2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"global"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<SessionSocketsSignOut2Mutation, SessionSocketsSignOut2MutationVariables>;
export const SessionSocketsUpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsUpdatePassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"StringValue","value":"password123","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"StringValue","value":"changed456","block":false}}]}]}}]} as unknown as DocumentNode<SessionSocketsUpdatePasswordMutation, SessionSocketsUpdatePasswordMutationVariables>;
export const SessionSocketsResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}]}}]} as unknown as DocumentNode<SessionSocketsResetPasswordMutation, SessionSocketsResetPasswordMutationVariables>;
export const SessionSocketsConfirmResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsConfirmResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<SessionSocketsConfirmResetPasswordMutation, SessionSocketsConfirmResetPasswordMutationVariables>;
export const SessionSocketsSendMailUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsSendMailUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMailUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}]}]}}]} as unknown as DocumentNode<SessionSocketsSendMailUpdateEmailMutation, SessionSocketsSendMailUpdateEmailMutationVariables>;
export const SessionSocketsVerifyUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsVerifyUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyUpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyUpdateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsVerifyUpdateEmailMutation, SessionSocketsVerifyUpdateEmailMutationVariables>;
export const SessionSocketsGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionSocketsGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsGetUserDetailQuery, SessionSocketsGetUserDetailQueryVariables>;
export const SessionSocketsChangeStatusUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsChangeStatusUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStatusUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"2"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsChangeStatusUserMutation, SessionSocketsChangeStatusUserMutationVariables>;
export const SignInLockoutGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInLockoutGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SignInLockoutGetUserDetailQuery, SignInLockoutGetUserDetailQueryVariables>;
export const SignUpVerificationConfirmSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpVerificationConfirmSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}]}]}}]} as unknown as DocumentNode<SignUpVerificationConfirmSignUpMutation, SignUpVerificationConfirmSignUpMutationVariables>;
export const SignUpVerificationResendSignUpCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpVerificationResendSignUpCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendSignUpCode"}}]}}]} as unknown as DocumentNode<SignUpVerificationResendSignUpCodeMutation, SignUpVerificationResendSignUpCodeMutationVariables>;
export const SignUpVerificationGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignUpVerificationGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignUpVerificationGetUserDetailQuery, SignUpVerificationGetUserDetailQueryVariables>;
export const SignUpVerificationSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpVerificationSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignUpVerificationSignOutMutation, SignUpVerificationSignOutMutationVariables>;
export const SignUpVerificationGetUserDetail2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignUpVerificationGetUserDetail2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SignUpVerificationGetUserDetail2Query, SignUpVerificationGetUserDetail2QueryVariables>;
export const SignUpVerificationCreateInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpVerificationCreateInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteByEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SignUpVerificationCreateInviteByEmailMutation, SignUpVerificationCreateInviteByEmailMutationVariables>;
export const SignUpVerificationSearchInviteByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignUpVerificationSearchInviteByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchInviteByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"musubiCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignUpVerificationSearchInviteByEmailQuery, SignUpVerificationSearchInviteByEmailQueryVariables>;
export const SocketLimitsGetUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocketLimitsGetUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SocketLimitsGetUserDetailQuery, SocketLimitsGetUserDetailQueryVariables>;
export const SocketLimitsSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocketLimitsSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSignedIn"}}]}}]}}]} as unknown as DocumentNode<SocketLimitsSignInMutation, SocketLimitsSignInMutationVariables>;