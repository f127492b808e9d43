import { EXPORT_KEPT_DAYS } from '@musubi/shared';

const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

const what = { instance: 'すべてのデータ', rooms: '選択したルーム', personal: 'あなたのデータ' } as Record<string, string>;

/** The starter's mail when an export ends. */
export const exportMail = {
  finished: (kind: string, summary: string, link: string) => ({
    subject: '【Musubi】データの書き出しが完了しました',
    text: `${what[kind]}の書き出しが完了しました。\n\n${summary}\n\n次のページからダウンロードできます（${EXPORT_KEPT_DAYS}日間）。\n${link}${signature}`,
  }),
  failed: (kind: string, reason: string, link: string) => ({
    subject: '【Musubi】データの書き出しを中断しました',
    text: `${what[kind]}の書き出し中にエラーが発生したため中断しました。\n${reason}\n\nもう一度書き出すには次のページを開いてください。\n${link}${signature}`,
  }),
};
