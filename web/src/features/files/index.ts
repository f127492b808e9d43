/**
 * The files feature's face: what other features use of it (eslint/feature-boundaries.js). A room's attachments
 * while composing, the files of a message, the image viewer, uploads, and the room's files panel, loaded on demand.
 */
export { AttachmentTray } from './AttachmentTray';
export { ImageViewerProvider } from './ImageViewer';
export { MessageFiles } from './MessageFiles';
export { UploadError, uploadFile } from './upload';
export { useAttachments } from './useAttachments';

/** The room's files panel, in a chunk of its own. */
export const loadFilesPanel = () => import('./FilesPanel');
