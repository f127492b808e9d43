/** Japanese mail bodies. Each template builds a whole message; nothing is assembled from fragments elsewhere. */
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
    text: `ご登録のメールアドレスが ${newEmail} に変更されました。\n\nお心当たりのない場合は、下記のリンクを開くと、このメールアドレスに戻してすべての端末からログアウトします。その後、パスワードを再設定してください。リンクは7日間有効です。\n${undoLink}${signature}`,
  }),
  emailChangeUndone: (email: string) => ({
    subject: '【Musubi】メールアドレスを元に戻しました',
    text: `ご登録のメールアドレスを ${email} に戻し、すべての端末でログアウトしました。\n\n安全のため、ログイン画面の「パスワードをお忘れの方」からパスワードを再設定してください。${signature}`,
  }),
  passwordChanged: () => ({
    subject: '【Musubi】パスワードが変更されました',
    text: `パスワードが変更され、すべての端末でログアウトしました。\n\nお心当たりのない場合は、パスワードの再設定を行ってください。${signature}`,
  }),
};

/** Invitations by e-mail (people module): the link carries a single-use token. */
export const inviteMailTemplates = {
  joinRoom: (inviterName: string, roomName: string, link: string, hasAccount: boolean) => ({
    subject: `【Musubi】${inviterName}さんからルーム「${roomName}」への招待が届いています`,
    text: `${inviterName}さんから、Musubi のルーム「${roomName}」に招待されました。\n\n${
      hasAccount ? '下記のリンクからログインすると、ルームに参加できます。' : '下記のリンクから新規登録すると、ルームに参加できます。'
    }\n${link}\n\nリンクの有効期限は7日間で、一度だけ使えます。${signature}`,
  }),
  addContact: (inviterName: string, link: string, hasAccount: boolean) => ({
    subject: `【Musubi】${inviterName}さんからコンタクト申請が届いています`,
    text: `${inviterName}さんが、Musubi であなたをコンタクトに追加しようとしています。\n\n${
      hasAccount ? '下記のリンクからログインして、コンタクト申請を確認してください。' : '下記のリンクから Musubi に新規登録すると、コンタクト申請が届きます。'
    }\n${link}\n\nリンクの有効期限は7日間で、一度だけ使えます。${signature}`,
  }),
};
