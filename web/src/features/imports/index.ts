/** The imports feature's face: a room board's 「Trelloから取り込む」 dialog. */
export { TrelloImportDialog } from './TrelloImportDialog';
