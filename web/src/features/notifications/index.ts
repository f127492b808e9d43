/** The notifications feature's face (eslint/feature-boundaries.js): the bell and its list. */
export { NotificationBell } from './NotificationBell';
