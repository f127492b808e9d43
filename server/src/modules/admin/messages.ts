/** Messages of the admin area, where the spec shows none. */
export const ADMIN_MESSAGES = {
  userStatus: '状態は「有効」または「利用停止」から選択してください。',
  suspendSelf: 'ご自身のアカウントを利用停止にすることはできません。',
  unknownJob: 'メンテナンス処理の名前が正しくありません。',
  jobRunning: 'このメンテナンス処理は実行中です。終了してからもう一度お試しください。',
  templateBoards: 'テンプレートのボードの形式が正しくありません。',
} as const;
