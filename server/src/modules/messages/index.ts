/**
 * The messages module's face: a post or deletion inside another module's transaction (a task comment's chat copy),
 * and the use cases the REST API calls as GraphQL's resolvers do.
 */
export {
  createMessage,
  deleteInTransaction,
  deleteMessage,
  getMessage,
  listMessages,
  markRead,
  markUnread,
  onMessagesWritten,
  postInTransaction,
  updateMessage,
} from './service';
export type { MessagesWrittenListener } from './service';
export type { Message } from './repo';
export { importHistory } from './history';
export type { HistoricPost } from './history';
