import { formatDateTime } from '@musubi/shared';

const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

export interface MissedMessage {
  sender: string;
  content: string;
  createdAt: string;
  link: string;
}

const EXCERPT = 200;
const excerpt = (content: string) => (content.length > EXCERPT ? `${content.slice(0, EXCERPT)}…` : content);

/** Japanese mail for To and direct messages left unread: one mail per room, each message with its link. */
export const missedMail = {
  unread: (options: { roomName: string; direct: boolean; messages: MissedMessage[]; settingsUrl: string }) => {
    const { roomName, direct, messages, settingsUrl } = options;
    const where = direct ? `${messages[0]!.sender}さんとのダイレクトチャット` : `ルーム「${roomName}」`;
    const list = messages
      .map((m) => `■ ${formatDateTime(m.createdAt)}  ${m.sender}\n${excerpt(m.content)}\n${m.link}`)
      .join('\n\n');
    return {
      subject: `【Musubi】${where}に未読のメッセージが${messages.length}件あります`,
      text: `${where}で、あなた宛てのメッセージがまだ読まれていません。\n\n${list}\n\nメールでお知らせするタイミングは、アカウント設定で変更できます。\n${settingsUrl}${signature}`,
    };
  },
};
