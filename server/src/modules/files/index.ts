/**
 * The files module's face: what other modules' transactions and the maintenance jobs change in files, and what the
 * REST API reads and uploads through the same checks as the web app.
 */
export { attachToMessage, HARD_CAP_BYTES, hardDeleteFile, listRoomFiles, parserLimitBytes, placeTaskFiles, recordStoredSizes, requireReadableFile, setFileTypes, setTaskFiles, softDeleteFilesOf, storeImportedFile, uploadFile } from './service';
export type { ImportedFile } from './service';
export { sharedFileUrl } from './links';
export { detectType } from './sniff';
export type { FileRow } from './repo';
