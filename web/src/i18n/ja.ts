import type { jaAdmin } from './ja-admin';
import type { jaAssistant } from './ja-assistant';
import type { jaBilling } from './ja-billing';
import type { jaBoard } from './ja-board';
import type { jaChat } from './ja-chat';

// The strings every page may show. The feature catalogues (ja-*.ts) load with the routes that show them.
export const ja = {
  app: {
    name: '結び',
    skipToContent: '本文へ移動',
    colorScheme: '表示テーマを切り替える',
    menu: 'メニュー',
    scrollSideways: '← 表は横にスクロールできます →',
  },
  nav: {
    room: 'ルーム',
    plan: 'プラン',
    profile: 'プロフィール',
    account: 'アカウント設定',
    admin: '管理',
    signOut: 'ログアウト',
    signOutEverywhere: 'すべての端末からログアウト',
    login: 'ログイン',
    signup: '新規登録',
    assistant: 'AIアシスタント',
  },
  footer: {
    info: '運営者情報',
    privacy: 'プライバシーポリシー',
    service: '利用規約',
    contact: 'お問い合わせ',
  },
  home: {
    title: '結び — チャットとタスクをひとつに',
    lead: '結び（Musubi）は、チャットルームとカンバンボードをひとつにまとめた、プロフェッショナルと小規模チームのためのコラボレーションツールです。会話から生まれたタスクをその場で管理し、ファイルや連絡先もまとめて共有できます。',
    features: {
      chatTitle: 'チャットルーム',
      chat: 'プロジェクトや取引先ごとにルームを作り、返信・メンション・リアクションで会話を整理できます。',
      boardTitle: 'タスクボード',
      board: '会話から生まれた作業をカンバンで管理。担当者と期限を決めて、進み具合をひと目で確認できます。',
      filesTitle: 'ファイルと連絡先',
      files: '資料はルームごとにまとめて共有。取引先とはコンタクトとしてつながれます。',
    },
    cta: '無料ではじめる',
  },
  form: {
    email: 'メールアドレス',
    password: 'パスワード',
    passwordHint: '半角英数字8文字以上',
    newPassword: '新しいパスワード',
    oldPassword: '現在のパスワード',
    confirmPassword: '新しいパスワード（確認）',
    passwordMismatch: 'パスワードが一致しません。',
    code: '認証コード（6桁）',
    required: '必須',
    submit: '送信する',
  },
  captcha: {
    solving: 'ロボットでないことを確認しています…',
    done: 'ロボットでないことを確認しました',
    failed: 'ロボットでないことを確認できませんでした。ページを再読み込みしてください。',
    needed: 'ロボットでないことの確認が済んでから、もう一度ログインしてください。',
  },
  login: {
    title: 'ログイン',
    submit: 'ログイン',
    forgot: 'パスワードをお忘れの方',
    noAccount: 'アカウントをお持ちでない方',
    expiredTitle: 'もう一度ログインしてください',
    expiredLead: 'セッションの有効期限が切れました。ログインすると、このページの続きから操作できます。',
  },
  signup: {
    title: '新規登録',
    lead: 'メールアドレスとパスワードを登録してください。確認コードをメールでお送りします。',
    agree: '利用規約とプライバシーポリシーに同意する',
    mustAgree: '利用規約への同意が必要です。',
    submit: '登録する',
    haveAccount: 'すでにアカウントをお持ちの方',
  },
  signupProfile: {
    codeTitle: 'メールアドレスの確認',
    codeLead: '{{email}} にお送りした6桁の認証コードを入力してください。',
    confirm: '確認する',
    resend: 'コードを再送する',
    resent: '認証コードを再送しました。',
    profileTitle: 'プロフィールの登録',
    profileLead: 'チームの方があなたを見つけやすいよう、会社とお仕事について教えてください。',
    submit: '登録を完了する',
  },
  signupComplete: {
    title: '登録が完了しました',
    lead: 'ようこそ、結びへ。ルームを作って、チームとの会話をはじめましょう。',
    start: 'はじめる',
  },
  resetPassword: {
    title: 'パスワードの再設定',
    lead: '登録済みのメールアドレスに、再設定用の認証コードをお送りします。',
    send: '認証コードを送る',
    codeLead: '{{email}} にお送りした認証コードと、新しいパスワードを入力してください。',
    submit: 'パスワードを再設定する',
    done: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
    toLogin: 'ログイン画面へ',
  },
  profile: {
    title: 'プロフィール',
    editTitle: 'プロフィールの編集',
    edit: '編集する',
    save: '保存する',
    saved: 'プロフィールを保存しました。',
    name: '氏名',
    company_name: '会社名',
    industry: '業種',
    position: '役職',
    post_code: '郵便番号',
    prefectures: '都道府県',
    municipality: '市区町村',
    address: '番地',
    building: '建物名',
    phone: '電話番号',
    phone2: '電話番号2',
    qualifications: '保有資格',
    notSet: '未設定',
    registeredAt: '登録日',
  },
  account: {
    title: 'アカウント設定',
    emailTitle: 'メールアドレスの変更',
    currentEmail: '現在のメールアドレス',
    newEmail: '新しいメールアドレス',
    sendCode: '確認メールを送る',
    codeSent: '{{email}} に認証コードを送りました。',
    passwordTitle: 'パスワードの変更',
    changePassword: 'パスワードを変更する',
    passwordChanged: 'パスワードを変更しました。',
    sessionsTitle: 'ログイン中の端末',
    sessionsLead: 'ほかの端末に残っているログインもすべて終了します。',
  },
  verify: {
    title: '新しいメールアドレスの確認',
    lead: '新しいメールアドレスに届いた6桁の認証コードを入力してください。',
    submit: '確認する',
    done: 'メールアドレスを {{email}} に変更しました。',
  },
  contact: {
    title: 'お問い合わせ',
    lead: 'サービスについてのご質問・ご要望をお寄せください。内容を確認のうえ、担当者よりご連絡します。',
    name: 'お名前',
    company_name: '会社名',
    content: 'お問い合わせ内容',
    toConfirm: '確認画面へ',
    confirmTitle: '入力内容の確認',
    confirmLead: '以下の内容で送信します。よろしければ「送信する」を押してください。',
    back: '戻って修正する',
    send: '送信する',
    successTitle: 'お問い合わせを受け付けました',
    successLead: 'お問い合わせありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。',
    toTop: 'トップページへ',
  },
  room: {
    rooms: 'ルーム一覧',
    empty: 'ルームはまだありません',
    emptyLead: 'ルームを作るか、招待を受けると、ここに表示されます。',
    select: 'ルームを選ぶと、ここに会話が表示されます。',
  },
  admin: {
    title: '管理',
    account: 'アカウント管理',
    accountDetail: 'アカウント詳細',
    label: 'ラベル管理',
    template: 'テンプレート管理',
    lead: '管理者だけが利用できるページです。',
  },
  migration: {
    title: 'データ移行',
    lead: '旧システムからのデータ移行用ページです。',
  },
  errors: {
    notFoundTitle: 'ページが見つかりません',
    notFoundLead: 'お探しのページは移動または削除された可能性があります。',
    errorTitle: 'エラーが発生しました',
    errorLead: '時間をおいてもう一度お試しください。解決しない場合はお問い合わせください。',
    toTop: 'トップページへ',
    reload: '再読み込み',
  },
  update: {
    title: '新しいバージョンがあります',
    lead: '再読み込みすると最新の結びをご利用いただけます。',
    reload: '再読み込み',
  },
  sandbox: {
    title: 'コンポーネント一覧',
    lead: '開発用のページです。本番環境では表示されません。',
  },
};

/** Every string of the application: its shape is the type every other language must match. */
export type Catalogue = typeof ja & {
  chat: typeof jaChat;
  board: typeof jaBoard;
  billing: typeof jaBilling;
  adminArea: typeof jaAdmin;
  assistant: typeof jaAssistant;
};
