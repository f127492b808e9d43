/**
 * The contacts feature's face (eslint/feature-boundaries.js): a person's profile card, whether the viewer has invited
 * anyone yet, and the contacts dialog, loaded on demand.
 */
export { ProfileCard } from './ProfileCard';
export { useColleagueInvited } from './colleagues';

/** The contacts dialog (list, requests, search), in a chunk of its own. */
export const loadContactsDialog = () => import('./ContactsDialog');
