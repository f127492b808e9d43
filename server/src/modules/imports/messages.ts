import type { CatalogueOf, Language } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';
import { inert } from '../../infra/mail/inert';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';

/** Messages of imports, where the spec shows none. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Slack のエクスポート（zip ファイル）を選択してください。',
  notZip: 'Slack のエクスポート（zip ファイル）として読み取れませんでした。Slack の「データのエクスポート」で作成した zip を選択してください。',
  trelloFileRequired: 'Trello のボードのエクスポート（JSON ファイル）を選択してください。',
  notTrello: 'Trello のボードのエクスポート（JSON ファイル）として読み取れませんでした。Trello のボードのメニュー「印刷、エクスポート、共有」の「JSON としてエクスポート」で保存したファイルを選択してください。',
  musubiFileRequired: 'Musubi のエクスポート（zip ファイル）を選択してください。',
  notMusubi: 'Musubi のエクスポート（zip ファイル）として読み取れませんでした。管理画面の「データの書き出し」で作成した zip をそのまま選択してください。',
  musubiVersion: (version: string) => `この Musubi のエクスポートは形式のバージョン ${version} のため取り込めません。取り込めるのはバージョン 1 と 2 です。`,
  musubiPersonal: '個人のデータの書き出しは取り込めません。管理画面の「データの書き出し」で、全体またはルームを選んで作成した zip を選択してください。',
  musubiNotEmpty: 'Musubi のエクスポートは、ルームがまだひとつもない（各自のマイチャットだけの）環境にのみ取り込めます。',
  roomRequired: '取り込み先のルームを選択してください。',
  roomGone: '取り込み先のルームが見つかりません。削除された可能性があります。',
  /** The archived column that holds a Trello board's archived cards of open lists (decision 0318). */
  archivedCards: 'アーカイブ済みのカード',
  tooLarge: (mb: number) => `ファイルが大きすぎます。取り込めるのは ${mb} MB までです。`,
  notPlanned: 'この取り込みはすでに開始されているか、終了しています。',
  notCancellable: 'この取り込みはすでに終了しています。',
  fileMissing: '取り込むファイルが見つかりません。もう一度アップロードしてください。',
  failed: '取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。',
} as const;

/**
 * The dry run's notes of what is kept as text or left out. A job's report keeps them as their Japanese text, as
 * every report written before did, and each reader is told them in their language (decision 0335).
 */
export const IMPORT_NOTES = {
  botAccount: (name: string) => `ボット「${name}」はログインできないアカウントとして取り込みます`,
  deletedAccount: (name: string) => `削除されたユーザー「${name}」はログインできないアカウントとして取り込みます`,
  addresslessAccount: (name: string) => `メールアドレスのないユーザー「${name}」はログインできないアカウントとして取り込みます`,
  unknownSender: '送信者のわからないメッセージは取り込みません',
  reactionAsText: (name: string) => `リアクション :${name}: は対応するスタンプがないため本文に文字で残します`,
  filesAsLinks: '添付ファイルは取り込まず、本文にリンクとして残します',
  unmatchedAssignee: (name: string) => `担当者「${name}」はこのルームのメンバーと照合できないため、担当者にしません`,
  attachmentsAsLinks: '添付ファイルは取り込まず、説明にリンクとして残します',
  checklistsOver: (max: number) => `チェックリストは1つのタスクに${max}個までのため、超えた分は取り込みません`,
  checklistItemsOver: (max: number) => `チェックリストの項目は${max}個までのため、超えた分は取り込みません`,
  deletedCardComment: '削除されたカードへのコメントは取り込みません',
  unmatchedCommenter: (name: string) =>
    `コメントの投稿者「${name}」はこのルームのメンバーと照合できないため、取り込む人のコメントとして本文に名前を残します`,
  myChatMessages: 'マイチャットのメッセージは、各アカウントのマイチャットに加えます',
  halfDirectChats: '二人のそろわないダイレクトチャットは取り込みません',
  leftOutRoomMessages: '取り込まないルームのメッセージは取り込みません',
  emptyFiles: 'エクスポートに中身のないファイルは取り込みません',
  adminRightsNotCarried: '既存のアカウントには管理者の権限を引き継ぎません',
  administratorCreated: (name: string, email: string) => `管理者として作成するアカウント: ${name}（${email}）`,
} as const;

export const IMPORT_NOTES_EN: CatalogueOf<typeof IMPORT_NOTES> = {
  botAccount: (name) => `The bot “${name}” is imported as an account that cannot sign in`,
  deletedAccount: (name) => `The deleted user “${name}” is imported as an account that cannot sign in`,
  addresslessAccount: (name) => `The user “${name}”, who has no email address, is imported as an account that cannot sign in`,
  unknownSender: 'Messages whose sender is unknown are not imported',
  reactionAsText: (name) => `The reaction :${name}: has no matching stamp, so it is kept as text in the message`,
  filesAsLinks: 'Attached files are not imported; they are kept as links in the message',
  unmatchedAssignee: (name) => `The assignee “${name}” matches no member of this room, so the task is not assigned to them`,
  attachmentsAsLinks: 'Attachments are not imported; they are kept as links in the description',
  checklistsOver: (max) => `A task can have up to ${max} checklists; the rest are not imported`,
  checklistItemsOver: (max) => `A checklist can have up to ${max} items; the rest are not imported`,
  deletedCardComment: 'Comments on deleted cards are not imported',
  unmatchedCommenter: (name) =>
    `The comment author “${name}” matches no member of this room, so the comment is imported as the importer’s, with the author’s name in its text`,
  myChatMessages: 'My Chat messages are added to each account’s own My Chat',
  halfDirectChats: 'Direct chats whose two people are not both in the export are not imported',
  leftOutRoomMessages: 'Messages of rooms that are not imported are not imported',
  emptyFiles: 'Files whose content is missing from the export are not imported',
  adminRightsNotCarried: 'Administrator rights are not given to accounts that already exist',
  administratorCreated: (name, email) => `Account created as an administrator: ${name} (${email})`,
};
addCatalogue(IMPORT_NOTES, IMPORT_NOTES_EN);

/** The same messages in English (decision 0326). */
const IMPORT_MESSAGES_EN: CatalogueOf<typeof IMPORT_MESSAGES> = {
  fileRequired: 'Choose a Slack export (a zip file).',
  notZip: 'This could not be read as a Slack export (zip file). Choose a zip made with Slack’s “Export data”.',
  trelloFileRequired: 'Choose a Trello board export (a JSON file).',
  notTrello: 'This could not be read as a Trello board export (JSON file). Choose the file saved with “Export as JSON” under the board menu’s “Print, export, and share”.',
  musubiFileRequired: 'Choose a Musubi export (a zip file).',
  notMusubi: 'This could not be read as a Musubi export (zip file). Choose the zip made with “Data export” in the admin area, as it is.',
  musubiVersion: (version) => `This Musubi export is in format version ${version} and cannot be imported. Versions 1 and 2 can be imported.`,
  musubiPersonal: 'A personal data export cannot be imported. Choose a zip made with “Data export” in the admin area, for the whole instance or chosen rooms.',
  musubiNotEmpty: 'A Musubi export can only be imported into an instance that has no rooms yet (only each person’s own My Chat).',
  roomRequired: 'Choose the room to import into.',
  roomGone: 'The room to import into could not be found. It may have been deleted.',
  archivedCards: 'Archived cards',
  tooLarge: (mb) => `The file is too large. Up to ${mb} MB can be imported.`,
  notPlanned: 'This import has already started or ended.',
  notCancellable: 'This import has already ended.',
  fileMissing: 'The file to import could not be found. Please upload it again.',
  failed: 'An error stopped the import. What was imported stays. Importing the same file again continues where it stopped.',
};
addCatalogue(IMPORT_MESSAGES, IMPORT_MESSAGES_EN);

const japanese = {
  finished: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みが完了しました`,
    text: `${inert(fileName)} の取り込みが完了しました。\n\n${summary}\n\n結果は次のページで確認できます。\n${link}${MAIL_SIGNATURE.ja}`,
  }),
  failed: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みを中断しました`,
    text: `${inert(fileName)} の取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。\n\n${summary}\n\n${link}${MAIL_SIGNATURE.ja}`,
  }),
};

const english: typeof japanese = {
  finished: (source, fileName, summary, link) => ({
    subject: `[Musubi] The ${source} import is complete`,
    text: `The import of ${inert(fileName)} is complete.\n\n${summary}\n\nThe results are on this page:\n${link}${MAIL_SIGNATURE.en}`,
  }),
  failed: (source, fileName, summary, link) => ({
    subject: `[Musubi] The ${source} import was stopped`,
    text: `An error stopped the import of ${inert(fileName)}. What was imported stays. Importing the same file again continues where it stopped.\n\n${summary}\n\n${link}${MAIL_SIGNATURE.en}`,
  }),
};

const mails = { ja: japanese, en: english };

/** The mails of an import's end, in its starter's language (decision 0326). */
export const importMail = (language: Language) => mails[language];
