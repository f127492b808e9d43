/**
 * The push feature's face (eslint/feature-boundaries.js): a room's notification level, for the room's info panel;
 * the permission and this browser's subscription, and the installed app, for the first steps of the room page.
 */
export { RoomNotificationLevel } from './RoomNotificationLevel';
export { enablePush, hasPushSubscription, pushState, type PushState } from './push';
export { promptInstall, runsInstalled, useInstallOffered } from './install';
