import { isIP } from 'node:net';
import { inert } from './inert';

/**
 * Japanese mail bodies. Each template builds a whole message; nothing is assembled from fragments elsewhere. Text a
 * user wrote or typed goes in through inert(): never as a live link (decision 0255).
 */
/**
 * A browser's name and version as read from its User-Agent, which whoever signs in chooses: only letters, digits,
 * spaces and a few marks are kept, and a dot beside a letter is broken ("evil[.]com"), while versions keep theirs
 * ("iOS 18.1").
 */
const inertDevice = (text: string) =>
  text.replace(/[^\p{L}\p{N} ./()_-]/gu, '').replace(/(?<=\p{L})\.|\.(?=\p{L})/gu, '[.]').slice(0, 120);

const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

export const mailTemplates = {
  signUpCode: (code: string) => ({
    subject: '【Musubi】メールアドレスの確認コード',
    text: `Musubi へのご登録ありがとうございます。\n\n確認コード: ${code}\n\n画面に上記の6桁のコードを入力して、登録を完了してください。コードの有効期限は24時間です。${signature}`,
  }),
  resetPasswordCode: (code: string) => ({
    subject: '【Musubi】パスワード再設定コード',
    text: `パスワード再設定のご依頼を受け付けました。\n\n確認コード: ${code}\n\n画面に上記の6桁のコードと新しいパスワードを入力してください。コードの有効期限は1時間です。${signature}`,
  }),
  changeEmailCode: (code: string) => ({
    subject: '【Musubi】新しいメールアドレスの確認コード',
    text: `メールアドレス変更のご依頼を受け付けました。\n\n確認コード: ${code}\n\n画面に上記の6桁のコードを入力すると、このアドレスへの変更が完了します。コードの有効期限は1時間です。${signature}`,
  }),
  emailChanged: (newEmail: string, undoLink: string) => ({
    subject: '【Musubi】メールアドレスが変更されました',
    text: `ご登録のメールアドレスが ${inert(newEmail)} に変更されました。\n\nお心当たりのない場合は、下記のリンクを開くと、このメールアドレスに戻してすべての端末からログアウトし、それまでのパスワードを無効にします。続けてその画面で新しいパスワードを設定してください。リンクは7日間有効です。\n${undoLink}${signature}`,
  }),
  emailChangeUndone: (email: string) => ({
    subject: '【Musubi】メールアドレスを元に戻しました',
    text: `ご登録のメールアドレスを ${inert(email)} に戻し、すべての端末でログアウトしました。それまでのパスワードは無効になっています。\n\nメールアドレスを元に戻した画面で新しいパスワードを設定するか、ログイン画面の「パスワードをお忘れの方」からパスワードを再設定してください。${signature}`,
  }),
  passwordChanged: () => ({
    subject: '【Musubi】パスワードが変更されました',
    text: `パスワードが変更され、すべての端末でログアウトしました。\n\nお心当たりのない場合は、パスワードの再設定を行ってください。${signature}`,
  }),
  totpEnabled: () => ({
    subject: '【Musubi】二段階認証を有効にしました',
    text: `お使いのアカウントで、認証アプリによる二段階認証が有効になりました。今後のログインでは、パスワードのあとに認証アプリのコードを入力します。\n\nお心当たりのない場合は、すぐにパスワードを変更してください。${signature}`,
  }),
  totpDisabled: () => ({
    subject: '【Musubi】二段階認証を無効にしました',
    text: `お使いのアカウントで、二段階認証が無効になりました。今後はパスワードだけでログインできます。\n\nお心当たりのない場合は、すぐにパスワードを変更し、二段階認証を設定し直してください。${signature}`,
  }),
  passkeyAdded: (name: string) => ({
    subject: '【Musubi】パスキーを登録しました',
    text: `お使いのアカウントにパスキー「${name}」が登録されました。今後はこのパスキーだけでログインできます。\n\nお心当たりのない場合は、すぐにパスワードを変更し、アカウント設定からこのパスキーを削除してください。${signature}`,
  }),
  passkeyRemoved: () => ({
    subject: '【Musubi】パスキーを削除しました',
    text: `お使いのアカウントからパスキーが削除されました。削除したパスキーではログインできなくなりました。\n\nお心当たりのない場合は、すぐにパスワードを変更してください。${signature}`,
  }),
  recoveryCodesRenewed: () => ({
    subject: '【Musubi】リカバリーコードを作り直しました',
    text: `二段階認証のリカバリーコードを新しく作り直しました。これまでのリカバリーコードは使えなくなりました。\n\nお心当たりのない場合は、すぐにパスワードを変更してください。${signature}`,
  }),
  /** A sign-in from a browser the account had never signed in with. */
  newDeviceSignIn: (sign: { device: string | null; address: string; at: string; link: string }) => ({
    subject: '【Musubi】新しい端末からログインがありました',
    text: `お使いのアカウントに、これまでに使われたことのない端末からログインがありました。\n\n日時: ${sign.at}\n端末: ${sign.device ? inertDevice(sign.device) : '不明'}\nIPアドレス: ${isIP(sign.address) ? sign.address : '不明'}\n\nご自身のログインであれば、対応は不要です。お心当たりのない場合は、アカウント設定の「ログイン中の端末」でこの端末をログアウトさせ、パスワードを変更してください。\n${sign.link}${signature}`,
  }),
};

/** Invitations by e-mail (people module): the link carries a single-use token. */
export const inviteMailTemplates = {
  joinRoom: (inviter: string, room: string, link: string, hasAccount: boolean) => {
    const [inviterName, roomName] = [inert(inviter), inert(room)];
    return {
      subject: `【Musubi】${inviterName}さんからルーム「${roomName}」への招待が届いています`,
      text: `${inviterName}さんから、Musubi のルーム「${roomName}」に招待されました。\n\n${
        hasAccount ? '下記のリンクからログインすると、ルームに参加できます。' : '下記のリンクから新規登録すると、ルームに参加できます。'
      }\n${link}\n\nリンクの有効期限は7日間で、一度だけ使えます。${signature}`,
    };
  },
  addContact: (inviter: string, link: string, hasAccount: boolean) => {
    const inviterName = inert(inviter);
    return {
      subject: `【Musubi】${inviterName}さんからコンタクト申請が届いています`,
      text: `${inviterName}さんが、Musubi であなたをコンタクトに追加しようとしています。\n\n${
        hasAccount ? '下記のリンクからログインして、コンタクト申請を確認してください。' : '下記のリンクから Musubi に新規登録すると、コンタクト申請が届きます。'
      }\n${link}\n\nリンクの有効期限は7日間で、一度だけ使えます。${signature}`,
    };
  },
};
