import { isIP } from 'node:net';
import type { Language } from '@musubi/shared';
import { inert } from './inert';

/**
 * Mail bodies, in Japanese and in English: each mail is written in its recipient's language (decision 0326). Each
 * template builds a whole message; nothing is assembled from fragments elsewhere. Text a user wrote or typed goes
 * in through inert(): never as a live link (decision 0255).
 */
/**
 * A browser's name and version as read from its User-Agent, which whoever signs in chooses: only letters, digits,
 * spaces and a few marks are kept, and a dot beside a letter is broken ("evil[.]com"), while versions keep theirs
 * ("iOS 18.1").
 */
const inertDevice = (text: string) =>
  text.replace(/[^\p{L}\p{N} ./()_-]/gu, '').replace(/(?<=\p{L})\.|\.(?=\p{L})/gu, '[.]').slice(0, 120);

/** The closing every mail ends with, in each language. */
export const MAIL_SIGNATURE: Record<Language, string> = {
  ja: '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。',
  en: '\n\n──────────\nMusubi\nThis address only sends mail. If you were not expecting this message, please delete it.',
};
const signature = MAIL_SIGNATURE.ja;

const japanese = {
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

const english: typeof japanese = {
  signUpCode: (code) => ({
    subject: '[Musubi] Your e-mail confirmation code',
    text: `Thank you for signing up to Musubi.\n\nConfirmation code: ${code}\n\nEnter this 6-digit code on the screen to finish signing up. The code is valid for 24 hours.${MAIL_SIGNATURE.en}`,
  }),
  resetPasswordCode: (code) => ({
    subject: '[Musubi] Your password reset code',
    text: `We received a request to reset your password.\n\nConfirmation code: ${code}\n\nEnter this 6-digit code and your new password on the screen. The code is valid for 1 hour.${MAIL_SIGNATURE.en}`,
  }),
  changeEmailCode: (code) => ({
    subject: '[Musubi] Confirmation code for your new e-mail address',
    text: `We received a request to change your e-mail address.\n\nConfirmation code: ${code}\n\nEnter this 6-digit code on the screen to change your address to this one. The code is valid for 1 hour.${MAIL_SIGNATURE.en}`,
  }),
  emailChanged: (newEmail, undoLink) => ({
    subject: '[Musubi] Your e-mail address was changed',
    text: `The e-mail address of your account was changed to ${inert(newEmail)}.\n\nIf you did not do this, open the link below: it changes the address back to this one, signs out every device and voids the password used until now. Then set a new password on that screen. The link is valid for 7 days.\n${undoLink}${MAIL_SIGNATURE.en}`,
  }),
  emailChangeUndone: (email) => ({
    subject: '[Musubi] Your e-mail address was changed back',
    text: `The e-mail address of your account is back to ${inert(email)}, and every device has been signed out. The password used until now no longer works.\n\nSet a new password on the screen where you changed the address back, or reset it with “Forgot your password?” on the sign-in screen.${MAIL_SIGNATURE.en}`,
  }),
  passwordChanged: () => ({
    subject: '[Musubi] Your password was changed',
    text: `Your password was changed, and every device has been signed out.\n\nIf you did not do this, please reset your password.${MAIL_SIGNATURE.en}`,
  }),
  totpEnabled: () => ({
    subject: '[Musubi] Two-step verification is on',
    text: `Two-step verification with an authenticator app is now on for your account. From now on, you will enter a code from the app after your password when you sign in.\n\nIf you did not do this, change your password at once.${MAIL_SIGNATURE.en}`,
  }),
  totpDisabled: () => ({
    subject: '[Musubi] Two-step verification is off',
    text: `Two-step verification is now off for your account. From now on, your password alone signs you in.\n\nIf you did not do this, change your password at once and set up two-step verification again.${MAIL_SIGNATURE.en}`,
  }),
  passkeyAdded: (name) => ({
    subject: '[Musubi] A passkey was added',
    text: `The passkey “${name}” was added to your account. From now on, this passkey alone signs you in.\n\nIf you did not do this, change your password at once and remove this passkey in your account settings.${MAIL_SIGNATURE.en}`,
  }),
  passkeyRemoved: () => ({
    subject: '[Musubi] A passkey was removed',
    text: `A passkey was removed from your account. It can no longer be used to sign in.\n\nIf you did not do this, change your password at once.${MAIL_SIGNATURE.en}`,
  }),
  recoveryCodesRenewed: () => ({
    subject: '[Musubi] New recovery codes were made',
    text: `New recovery codes for two-step verification were made. The previous recovery codes no longer work.\n\nIf you did not do this, change your password at once.${MAIL_SIGNATURE.en}`,
  }),
  newDeviceSignIn: (sign) => ({
    subject: '[Musubi] A sign-in from a new device',
    text: `Someone signed in to your account from a device it had never been used on.\n\nTime: ${sign.at}\nDevice: ${sign.device ? inertDevice(sign.device) : 'unknown'}\nIP address: ${isIP(sign.address) ? sign.address : 'unknown'}\n\nIf it was you, there is nothing to do. If not, sign this device out under “Signed-in devices” in your account settings, and change your password.\n${sign.link}${MAIL_SIGNATURE.en}`,
  }),
};

const accountMails = { ja: japanese, en: english };

/** The account's mails (sign-up, passwords, addresses, two-step verification) in the recipient's language. */
export const mailTemplates = (language: Language) => accountMails[language];

const invitesJapanese = {
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

const invitesEnglish: typeof invitesJapanese = {
  joinRoom: (inviter, room, link, hasAccount) => {
    const [inviterName, roomName] = [inert(inviter), inert(room)];
    return {
      subject: `[Musubi] ${inviterName} invited you to the room “${roomName}”`,
      text: `${inviterName} invited you to the Musubi room “${roomName}”.\n\n${
        hasAccount ? 'Sign in from the link below to join the room.' : 'Sign up from the link below to join the room.'
      }\n${link}\n\nThe link is valid for 7 days and works once.${MAIL_SIGNATURE.en}`,
    };
  },
  addContact: (inviter, link, hasAccount) => {
    const inviterName = inert(inviter);
    return {
      subject: `[Musubi] ${inviterName} sent you a contact request`,
      text: `${inviterName} would like to add you as a contact on Musubi.\n\n${
        hasAccount ? 'Sign in from the link below to see the contact request.' : 'Sign up to Musubi from the link below to receive the contact request.'
      }\n${link}\n\nThe link is valid for 7 days and works once.${MAIL_SIGNATURE.en}`,
    };
  },
};

const inviteMails = { ja: invitesJapanese, en: invitesEnglish };

/** Invitations by e-mail (people module), in the invitee's language: the link carries a single-use token. */
export const inviteMailTemplates = (language: Language) => inviteMails[language];
