/** The push feature's face (eslint/feature-boundaries.js): a room's notification level, for the room's info panel. */
export { RoomNotificationLevel } from './RoomNotificationLevel';
