import { inert } from '../../infra/mail/inert';

/** Messages of imports, where the spec shows none. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Slack のエクスポート（zip ファイル）を選択してください。',
  notZip: 'Slack のエクスポート（zip ファイル）として読み取れませんでした。Slack の「データのエクスポート」で作成した zip を選択してください。',
  trelloFileRequired: 'Trello のボードのエクスポート（JSON ファイル）を選択してください。',
  notTrello: 'Trello のボードのエクスポート（JSON ファイル）として読み取れませんでした。Trello のボードのメニュー「印刷、エクスポート、共有」の「JSON としてエクスポート」で保存したファイルを選択してください。',
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

const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

export const importMail = {
  finished: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みが完了しました`,
    text: `${inert(fileName)} の取り込みが完了しました。\n\n${summary}\n\n結果は管理画面で確認できます。\n${link}${signature}`,
  }),
  failed: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みを中断しました`,
    text: `${inert(fileName)} の取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。\n\n${summary}\n\n${link}${signature}`,
  }),
};
