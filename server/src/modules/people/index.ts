/** The people module's face: its rows as the GraphQL types show them, and the contact use cases the REST API calls. */
export type { ContactRequestRow, InviteRow } from './repo';
export { acceptContactRequest, deleteContactRequest, listContactRequests, listContacts } from './contacts';
