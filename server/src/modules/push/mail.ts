import { formatDateTime, type Language, plainNotation } from '@musubi/shared';
import { inert } from '../../infra/mail/inert';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';

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

interface Unread {
  roomName: string;
  direct: boolean;
  messages: MissedMessage[];
  settingsUrl: string;
}

const listOf = (messages: MissedMessage[]) =>
  messages.map((m) => `■ ${formatDateTime(m.createdAt)}  ${inert(m.sender)}\n${inert(excerpt(m.content), true)}\n${m.link}`).join('\n\n');

const japanese = {
  unread: (options: Unread) => {
    const { roomName, direct, messages, settingsUrl } = options;
    const where = direct ? `${inert(messages[0]!.sender)}さんとのダイレクトチャット` : `ルーム「${inert(roomName)}」`;
    const list = listOf(messages);
    return {
      subject: `【Musubi】${where}に未読のメッセージが${messages.length}件あります`,
      text: `${where}で、あなた宛てのメッセージがまだ読まれていません。\n\n${list}\n\nメールでお知らせするタイミングは、アカウント設定で変更できます。\n${settingsUrl}${MAIL_SIGNATURE.ja}`,
    };
  },
};

const english: typeof japanese = {
  unread: (options) => {
    const { roomName, direct, messages, settingsUrl } = options;
    const where = direct ? `your direct chat with ${inert(messages[0]!.sender)}` : `the room “${inert(roomName)}”`;
    const count = messages.length === 1 ? '1 unread message' : `${messages.length} unread messages`;
    return {
      subject: `[Musubi] ${count} for you in ${where}`,
      text: `Messages for you in ${where} have not been read yet.\n\n${listOf(messages)}\n\nYou can change when these e-mails are sent in your account settings.\n${settingsUrl}${MAIL_SIGNATURE.en}`,
    };
  },
};

const mails = { ja: japanese, en: english };

/**
 * Mail for To and direct messages left unread, in the recipient's language: one mail per room, each message with
 * its link. Names, the room's name and the messages are users' text: inert, never a live link (decision 0255); only
 * our links are.
 */
export const missedMail = (language: Language) => mails[language];
