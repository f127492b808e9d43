/** The IndexedDB database (and BroadcastChannel) of the outbox: signing out deletes it with the rest of the page's data. */
export const OUTBOX_DATABASE = 'musubi-outbox';
