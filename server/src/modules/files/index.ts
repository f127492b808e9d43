/** The files module's face: what other modules' transactions and the maintenance jobs change in files. */
export { attachToMessage, placeTaskFiles, recordStoredSizes, setFileTypes, setTaskFiles, softDeleteFilesOf } from './service';
export { detectType } from './sniff';
export type { FileRow } from './repo';
