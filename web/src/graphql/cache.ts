import { cacheExchange, offlineExchange, type Cache, type KeyingConfig, type SerializedEntries, type StorageAdapter, type UpdateResolver } from '@urql/exchange-graphcache';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import { type Exchange, makeOperation, mapExchange } from 'urql';
import { whenIdle } from '../app/idle';
import { answersDatabase } from '../session/viewerMemory';

/**
 * The types of the schema without an `id` (pages of a list, results, settings, stamps): each is kept inside the
 * object that holds it rather than as an entity of its own. A type missing here works the same, with a warning
 * while developing.
 */
export const EMBEDDED_TYPES = [
  'AdminUserDetail', 'ApiSettings', 'AssistantChunk', 'AssistantStatus', 'AuditLogPage', 'BoardEvent', 'BoardPage',
  'Card', 'CardInfo', 'ChecklistProgress', 'CloneTemplateBoardResult', 'ConfirmSetupIntentResult', 'ContactRequestPage',
  'ConversationPage', 'CreatedApiToken', 'CreatedIncomingWebhook', 'CreatedMentionWebhook', 'CreatedOutgoingWebhook',
  'CustomerId', 'Emotion',
  'FilePage', 'FileVolume', 'FolderPage', 'HeadTransaction', 'InviteByEmailPage', 'InvitePreview', 'MaintenanceJob',
  'MaintenanceJobProgress', 'MaintenanceJobResult', 'MemoTaskPage', 'MessagePage', 'NotificationPage',
  'NotificationSettings', 'Package', 'PaymentMessage', 'PaymentSettings', 'RoomAbilities', 'RoomPage', 'SessionEnd',
  'SetupIntentResult', 'SignInNextStep', 'SignInResult', 'SignUpNextStep', 'SignUpResult', 'StripeSubscription',
  'TagPage', 'TaskFile', 'TaskPage', 'TemplatePage', 'TotpSetup', 'TransactionPage', 'TwoStepRequirement',
  'TwoStepStatus', 'UpdateOrderTaskResult', 'Usage', 'UserCsvPage', 'UserNotePage', 'UserRoomPage', 'UserSearchPage',
];

const keys: KeyingConfig = Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, () => null]));

/**
 * A message the page learns of (sent from here, or told by the server) joins the newest page of its room's
 * messages as the cache keeps it: the room screen keeps its list itself, but a page opened while the server is
 * away reads that page from the cache (decision 0258), and shows the room as it was last seen.
 */
const joinNewestPage: UpdateResolver = (result, _args, cache: Cache, info) => {
  const message = result[info.fieldName] as { id?: unknown; room_id?: unknown } | null | undefined;
  if (typeof message?.id !== 'string' || typeof message.room_id !== 'string') return;
  const key = cache.keyOfEntity({ __typename: 'Message', id: message.id });
  if (!key) return;
  for (const field of cache.inspectFields('Query')) {
    const args = field.arguments ?? {};
    if (field.fieldName !== 'customGetMessagesByRoom' || args.room_id !== message.room_id || args.nextToken != null || args.afterSeq != null) continue;
    const page = cache.resolve('Query', field.fieldKey);
    const items = typeof page === 'string' ? cache.resolve(page, 'items') : null;
    if (typeof page === 'string' && Array.isArray(items) && !items.includes(key)) cache.link(page, 'items', [key, ...(items as string[])]);
  }
};

const updates = {
  Mutation: { createMessageByRole: joinNewestPage },
  Subscription: { onMessageChanges: joinNewestPage },
};

/**
 * The normalised cache (decision 0195): every object with an id is stored once, so the answer to a mutation or a
 * subscription event updates it wherever it is shown, and no query is fetched again because a mutation touched
 * a type it holds. Lists that grow or shrink are kept by their screens (the rooms, a room's messages, the board,
 * the notifications: each from its events) or fetched again by the screen that changed them.
 */
export const normalisedCache = () => cacheExchange({ keys, updates });

/** Days an answer kept in the browser is used for at most (the storage drops older days when the page opens). */
export const ANSWERS_MAX_AGE_DAYS = 7;

/**
 * The storage of the signed-in person's answers: their own IndexedDB database (session/viewerMemory.ts names it
 * and deletes it), opened once the page knows who is signed in. Signed out, or without IndexedDB, nothing is kept.
 */
export function personalStorage(viewerId: () => Promise<string | null>, onHydrated?: () => void, open = makeDefaultStorage): StorageAdapter {
  const storage = viewerId().then(
    (id) => (id && typeof indexedDB !== 'undefined' ? open({ idbName: answersDatabase(id), maxAge: ANSWERS_MAX_AGE_DAYS }) : null),
    () => null,
  );
  // The default storage puts the whole kept cache into IndexedDB at every write, a structured clone on the main
  // thread: while a screen opens (a board of 1,000 tasks answers in several parts) the writes are gathered and put
  // once, when the page is idle, or at once when it is hidden.
  let pending: SerializedEntries | null = null;
  let written: Promise<void> | null = null;
  let flushNow: (() => void) | null = null;
  const writeData = (delta: SerializedEntries): Promise<void> => {
    pending = Object.assign(pending ?? {}, delta);
    written ??= new Promise<void>((resolve) => {
      const whenHidden = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      const cancel = whenIdle(() => flush(), 2_000);
      const flush = () => {
        cancel();
        document.removeEventListener('visibilitychange', whenHidden);
        resolve();
      };
      flushNow = flush;
      document.addEventListener('visibilitychange', whenHidden);
    }).then(async () => {
      const batch = pending ?? {};
      pending = null;
      written = null;
      flushNow = null;
      await (await storage)?.writeData(batch);
    });
    return written;
  };
  return {
    readData: async () => {
      // What is still gathered goes first, so that nothing read here is older than what was written.
      flushNow?.();
      await written;
      return (await storage)?.readData() ?? {};
    },
    writeData,
    // No mutation is ever queued here (none is optimistic): the posts wait in the outbox (decision 0253).
    readMetadata: async () => null,
    writeMetadata: () => undefined,
    onOnline: (callback) => {
      void storage.then((opened) => opened?.onOnline?.(callback));
    },
    onCacheHydrated: onHydrated,
  };
}

/**
 * The normalised cache, kept in the browser for the signed-in person (decision 0258): a query the network cannot
 * answer (the server is away) is answered from what the cache holds, so the app opens on the last answers seen,
 * and is asked again once the browser is back online.
 */
export const offlineCache = (viewerId: () => Promise<string | null>, onHydrated?: () => void) =>
  offlineExchange({ keys, updates, storage: personalStorage(viewerId, onHydrated) });

/**
 * Answers kept in the browser may be days old: until the server has answered a query on this page, asking it from
 * the cache alone ('cache-first') shows what the cache holds and asks the server too. Once answered, the page's own
 * events and reloads keep the cache current, and the cache is read alone again. The first exchange goes before the
 * cache, the second between the cache and the network, where it hears the server's answers.
 */
export function askKeptAnswersAgain(): [beforeCache: Exchange, beforeNetwork: Exchange] {
  const answered = new Set<number>();
  const beforeCache = mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'query' || operation.context.requestPolicy !== 'cache-first' || answered.has(operation.key)) return operation;
      return makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-and-network' });
    },
  });
  const beforeNetwork = mapExchange({
    onResult(result) {
      if (result.operation.kind === 'query' && !result.error?.networkError) answered.add(result.operation.key);
    },
  });
  return [beforeCache, beforeNetwork];
}
