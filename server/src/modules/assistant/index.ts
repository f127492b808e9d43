/** The assistant module's face: its rows as the GraphQL types show them. */
export type { ConversationRow } from './repo';
