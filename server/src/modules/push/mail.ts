import { formatDateTime, plainNotation } from '@musubi/shared';
import { inert } from '../../infra/mail/inert';

const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

export interface MissedMessage {
  sender: string;
  content: string;
  createdAt: string;
  link: string;
}

const EXCERPT = 200;
const excerpt = (content: string) => {
  const text = plainNotation(content);
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
};

/**
 * Japanese mail for To and direct messages left unread: one mail per room, each message with its link. Names, the
 * room's name and the messages are users' text: inert, never a live link (decision 0255); only our links are.
 */
export const missedMail = {
  unread: (options: { roomName: string; direct: boolean; messages: MissedMessage[]; settingsUrl: string }) => {
    const { roomName, direct, messages, settingsUrl } = options;
    const where = direct ? `${inert(messages[0]!.sender)}さんとのダイレクトチャット` : `ルーム「${inert(roomName)}」`;
    const list = messages
      .map((m) => `■ ${formatDateTime(m.createdAt)}  ${inert(m.sender)}\n${inert(excerpt(m.content), true)}\n${m.link}`)
      .join('\n\n');
    return {
      subject: `【Musubi】${where}に未読のメッセージが${messages.length}件あります`,
      text: `${where}で、あなた宛てのメッセージがまだ読まれていません。\n\n${list}\n\nメールでお知らせするタイミングは、アカウント設定で変更できます。\n${settingsUrl}${signature}`,
    };
  },
};
