/** The templates module's face: the default templates, kept by administrators and the maintenance jobs. */
export { deleteDefaultTemplateRow, ensureDefaultTemplate, replaceTemplateBoards, saveDefaultTemplateRow } from './service';
export type { Template } from './service';
