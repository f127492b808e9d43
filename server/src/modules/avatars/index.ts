/**
 * The avatars module's face: pictures of people and rooms, and of the accounts other modules make (webhooks' bots);
 * where a picture's bytes are stored, and pictures brought by an import.
 */
export { avatarKey, setAccountPicture, storeImportedPicture } from './service';
export { IMAGE_TYPES } from './routes';
