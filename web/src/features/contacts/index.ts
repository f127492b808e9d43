/**
 * The contacts feature's face (eslint/feature-boundaries.js): a person's profile card, and the contacts dialog,
 * loaded on demand.
 */
export { ProfileCard } from './ProfileCard';

/** The contacts dialog (list, requests, search), in a chunk of its own. */
export const loadContactsDialog = () => import('./ContactsDialog');
