/** The avatars module's face: pictures of people and rooms, and of the accounts other modules make (webhooks' bots). */
export { setAccountPicture } from './service';
export { IMAGE_TYPES } from './routes';
