/** A wait in words, rounded up: 約15分, 約3時間. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60 ? `約${minutes}分` : `約${Math.ceil(minutes / 60)}時間`;
}

/**
 * Every user-facing message the spec gives, word for word (spec sections 5 and 8), plus the ones we add
 * where the spec is silent. Server and web both read them from here so a message has one spelling.
 */
export const MESSAGES = {
  required: 'このフィールドを空白のままにすることはできません',
  email: 'please enter a correct e-mail format',
  url: 'enter a correct URL format',
  domain: 'enter a correct domain name format',
  tel: 'enter a correct phone format',
  number: 'enter a correct number format',
  requiredTask: 'タスク名を入力してください。',
  color: 'カラーコードを入力して下さい。',
  password: 'パスワードは半角英数字8文字以上で入力してください。',

  // Spec section 8: sign-in, sign-up and generic errors.
  genericError: 'エラーが発生しています。',
  wrongCredentials: 'メールアドレスもしくはパスワードが異なります。',
  emailNotRegistered: 'ご入力のメールアドレスは登録されていません。',
  emailAlreadyRegistered: '当メールアドレスは既に登録されていました。',
  pageNotFound: 'Page not found',

  // Ours, where the spec shows none.
  unauthenticated: 'ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  notFound: '対象が見つかりません。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  codeMismatch: '認証コードが正しくありません。',
  codeExpired: '認証コードの有効期限が切れています。もう一度お試しください。',
  captchaRequired: 'ロボットでないことの確認を完了してください。',
  captchaInvalid: 'ロボットでないことの確認に失敗しました。もう一度お試しください。',
  rateLimited: 'しばらく時間をおいてから、もう一度お試しください。',
  serverBusy: 'ただいま混み合っています。しばらくしてから、もう一度お試しください。',
  samePassword: '新しいパスワードは現在のパスワードと異なるものにしてください。',
  wrongOldPassword: '現在のパスワードが異なります。',
  alreadyConfirmed: 'メールアドレスは確認済みです。',
  tooManySubscriptions: '同時に購読できる数の上限に達しました。ページを再読み込みしてください。',
  unsupportedContentType: 'Content-Type は application/json を指定してください。',
  endBeforeStart: '終了日は開始日以降の日付を指定してください。',
  emailChangedNotice: (email: string) => `メールアドレスを ${email} に変更しました。`,
  codeSpent: '確認コードを5回間違えたため、このコードは使えなくなりました。新しいコードを再送してください。',
  confirmSignUpFirst: 'メールアドレスの確認が済んでいません。メールで届いた確認コードを入力してください。',
  wrongPassword: 'パスワードが異なります。',
  emailChangeUndoInvalid: 'このリンクは無効です。既に使用されたか、有効期限（7日間）が切れています。',
  emailChangeUndone: (email: string) => `メールアドレスを ${email} に戻し、すべての端末でログアウトしました。`,
  passwordResetRequired:
    'このアカウントのパスワードは、メールアドレスの変更を取り消したため無効になっています。「パスワードをお忘れの方」から新しいパスワードを設定してください。',
  mailRateLimited: (retryAfterSeconds: number) =>
    `メールの送信回数が上限に達しました。${waitText(retryAfterSeconds)}後にもう一度お試しください。`,
  totpAlreadyEnabled: '二段階認証は既に有効です。',
  totpNotEnabled: '二段階認証は有効になっていません。',
  totpSetupMissing: '二段階認証の設定をはじめからやり直してください。',
  twoStepCodeMismatch: '認証コードまたはリカバリーコードが正しくありません。',
  twoStepExpired: 'ログインの有効期限が切れました。もう一度メールアドレスとパスワードを入力してください。',
  twoStepRequiredCannotDisable: '管理者が二段階認証を必須にしているため、無効にできません。',
  twoStepRequireOwnFirst: '必須にする前に、ご自身の二段階認証を有効にしてください。',
  twoStepGraceDaysInvalid: '猶予期間は 0〜90 日の整数で入力してください。',
  passkeyFailed: 'パスキーを確認できませんでした。もう一度お試しください。',
  passkeyNone: 'このアカウントにはパスキーが登録されていません。認証コードを入力してください。',
  passkeyAlreadyRegistered: 'この端末のパスキーは既に登録されています。',
  passkeyNameInvalid: 'パスキーの名前は1〜50文字で入力してください。',
  passkeyNotFound: 'このパスキーは見つかりません。既に削除された可能性があります。',
  ssoOnly: 'このメールアドレスはシングルサインオン（SSO）でログインしてください。',
  /** The SSO button's label unless the operator names it (OIDC_BUTTON_LABEL). */
  ssoButton: 'SSO でログイン',
  signUpGuessesSpent: (retryAfterSeconds: number) =>
    `確認コードを間違えた回数が上限に達しました。${waitText(retryAfterSeconds)}後にもう一度お試しください。`,

  // Files.
  fileRequired: 'アップロードするファイルを選択してください。',
  fileTypeNotAccepted: 'このファイル形式はアップロードできません。音声・動画・画像、doc、docx、xls、xlsx、ppt、pptx、txt、csv、pdf、zip、pps、ppsx、odt、psd、ai のファイルを選択してください。',
  fileContentMismatch: 'ファイルの内容が拡張子と一致しないため、アップロードできません。',
  fileTooLarge: (limit: string) => `1ファイルあたりの容量上限（${limit}）を超えているため、アップロードできません。`,
  fileUserQuota: (limit: string) => `ご利用のプランのファイル容量上限（${limit}）を超えるため、アップロードできません。`,
  fileRoomQuota: (limit: string) => `このルームのファイル容量上限（${limit}）を超えるため、アップロードできません。`,
  fileLinkExpired: 'ダウンロードリンクの有効期限が切れています。ページを再読み込みしてください。',
  fileNameInvalid: 'ファイル名が正しくありません。',

  // Pictures of people and rooms.
  imageUploadedOnly: '画像はアップロードしたものだけを設定できます。',
  imageUnreadable: '画像を読み込めませんでした。JPEG、PNG、WebP、GIF の画像を選んでください。',
  imageTooLarge: '画像が大きすぎます。10MB 以下の画像を選んでください。',
  // People: contacts, invites, notes and public rooms.
  contactRequestToSelf: 'ご自身にコンタクト申請を送ることはできません。',
  contactRequestDuplicate: 'このユーザーには既にコンタクト申請を送っています。',
  contactRequestIncoming: 'このユーザーから既にコンタクト申請が届いています。承認してください。',
  alreadyContact: 'このユーザーは既にコンタクトに登録されています。',
  qualification: '資格は一覧から選択してください。',
  inviteInvalid: '招待リンクが無効です。既に使用されたか、有効期限が切れています。',
  inviteOtherAddress: 'この招待は別のメールアドレス宛てです。招待されたメールアドレスでログインしてください。',
  inviteAccountExists: 'このメールアドレスは既に登録されています。コンタクト申請を送ってください。',
  inviteNoAccount: 'このメールアドレスはまだ登録されていません。招待メールを送ってください。',
  inviteRoomRequired: '招待するルームを指定してください。',
  inviteType: '招待の種類が正しくありません。',
  inviteRoleTooHigh: 'ご自身の権限より高い権限では招待できません。',
  contactLimit: (plan: string, max: number, upgradable: boolean) =>
    `${plan}プランで登録できるコンタクトは${max}人までです。${upgradable ? 'スタンダードプランにアップグレードすると上限が増えます。' : ''}`,
  roomLimit: (plan: string, max: number, upgradable: boolean) =>
    `${plan}プランで作成できるルームは${max}個までです。${upgradable ? 'スタンダードプランにアップグレードすると上限が増えます。' : ''}`,
  // Chat: rooms, members and messages.
  lastAdmin: 'ルームには管理者が少なくとも1人必要です。',
  roomRole: '権限は閲覧・一般・管理者から選択してください。',
  roomKind: 'ルームの種類が正しくありません。',
  notAContact: 'コンタクトに登録されたユーザーのみ追加できます。',
  memberExists: 'このユーザーは既にルームのメンバーです。',
  directPartner: 'ダイレクトチャットの相手を1人選択してください。',
  myChatFixed: 'マイチャットではこの操作はできません。',
  mentionNotMember: 'To の宛先はルームのメンバーから選択してください。',
  emotionInvalid: 'スタンプの種類が正しくありません。',
  attachmentInvalid: '添付できないファイルが含まれています。',
  draftAction: '下書きの種類が正しくありません。',
  // Boards, tasks, tags and templates.
  invalidDate: '日付を正しく入力してください。',
  notRoomMember: 'ルームのメンバーから選択してください。',
  notRoomTag: 'このルームのタグから選択してください。',
  noOpenColumn: '完了の列のほかに戻す列がありません。列を追加してください。',
  templateEmpty: 'テンプレートにするボードがありません。',
  requiredChecklist: 'チェックリスト名を入力してください。',
  requiredChecklistItem: '項目名を入力してください。',
  checklistLimit: (max: number) => `チェックリストは1つのタスクに${max}個まで作成できます。`,
  checklistItemLimit: (max: number) => `チェックリストの項目は${max}個まで追加できます。`,

  // Request limits and cross-site refusals (docs/security.md).
  queryTooLarge: '一度に取得する項目や件数が多すぎます。条件を絞ってもう一度お試しください。',
  queryTimedOut: '処理に時間がかかりすぎたため中断しました。条件を絞ってもう一度お試しください。',
  queryTooComplex: 'クエリのフラグメントの入れ子が深すぎます。入れ子を浅くしてもう一度お試しください。',
  crossSiteRefused: 'この操作は Musubi の画面からのみ行えます。',
  bodyTooLarge: '送信されたデータが大きすぎます。',
  invalidCharacter: '使用できない文字が含まれています。',
  liveMarkInvalid: '画面の更新位置が正しくありません。ページを再読み込みしてください。',
  // A request GraphQL itself refuses: unreadable text, an unknown field, a value of the wrong type (decision 0256).
  invalidRequest: 'リクエストの内容が正しくありません。',
  invalidValue: (name: string) => `「${name}」の値の形式が正しくありません。`,
  mutationByGet: '変更の操作は POST で送信してください。',
  subscriptionOverHttp: '購読は WebSocket で接続してください。',
  // What the validator says where a rule gives no message of its own (shared/src/validation.ts, decision 0256).
  invalidFormat: '入力の形式が正しくありません。',
  tooShort: (min: number) => `${min}文字以上で入力してください。`,
  tooSmall: (min: number) => `${min}以上の数値を入力してください。`,
  tooLarge: (max: number) => `${max}以下の数値を入力してください。`,
  tooFew: (min: number) => `${min}件以上指定してください。`,
  tooMany: (max: number) => `${max}件以内で指定してください。`,

  // Reaching people who are not looking: push devices and notification settings.
  pushSubscriptionInvalid: 'この端末の通知の登録内容が正しくありません。',
  pushServiceNotAllowed: 'この通知サービスには送信できません。',
  mailDelayInvalid: 'メール通知のタイミングは「送らない」「10分後」「1時間後」から選択してください。',
  notificationLevelInvalid: '通知の種類は「すべて」「To とダイレクトのみ」「通知しない」から選択してください。',
  timeOfDay: '時刻は 00:00〜23:59 の形式で入力してください。',
  quietHoursPair: 'おやすみ時間は開始と終了の両方を入力してください。',

  // Personal API tokens and the public REST API under /v2 (decision 0265).
  apiTokenScopeInvalid: '権限は「読み取りのみ」か「読み書き」から選択してください。',
  apiTokenLimit: (max: number) => `API トークンは${max}個まで作成できます。不要なトークンを削除してからもう一度お試しください。`,
  apiDisabled: 'この環境では API が無効になっています。管理者にお問い合わせください。',
  apiTokenInvalid: 'API トークンが正しくないか、削除されています。',
  apiReadOnly: 'この API トークンは読み取り専用です。',
  apiLinkExists: 'このルームの招待リンクは既に作成されています。変更するには PUT を使ってください。',
  apiLinkMissing: 'このルームには招待リンクがありません。',

  // Incoming webhooks (Slack-compatible, decision 0305).
  webhookLimit: (max: number) => `Webhook は1つのルームに${max}個まで作成できます。不要な Webhook を削除してからもう一度お試しください。`,
  webhookInvalid: 'この Webhook の URL は正しくないか、削除されています。',
  webhookEmpty: '投稿する本文（text）がありません。',
  webhookPayloadInvalid: 'Webhook の本文は Slack 形式の JSON（または payload= のフォーム）で送ってください。',
  webhookBotRemoved: 'この Webhook のボットはルームのメンバーではなくなったため投稿できません。',
  mentionWebhookLimit: (max: number) => `メンション通知の Webhook は${max}個まで作成できます。不要な Webhook を削除してからもう一度お試しください。`,
  webhookUrlInvalid: '送信先の URL は https:// で始まる、インターネット上の公開アドレスを入力してください。',
  webhookEventsRequired: '送信するイベントを1つ以上選択してください。',

  // The language a person reads Musubi in (decision 0326).
  languageInvalid: '言語は「日本語」か「English」から選択してください。',

  // Lists and batches.
  tooManyUsers: (max: number) => `一度に取得できるのは${max}人までです。`,
  tooManyFiles: (max: number) => `一度に更新できるファイルは${max}件までです。`,
  fileFamilyInvalid: '種類は image、audio、video、document のいずれかです。',
  nextTokenInvalid: 'nextToken が正しくありません。',

  // Notifications about a person's account and contacts, kept as their text.
  roomInviteNotice: (inviter: string, room: string) => `${inviter}さんからルーム「${room}」に招待されました。メールのリンクから参加できます。`,
  /** Who a person without a name is, where a sentence must name them. */
  unnamedUser: 'Musubi ユーザー',
  /** A passkey's name when neither its owner nor the browser that made it gives one. */
  unnamedPasskey: 'パスキー',
  contactRequestNotice: (requester: string) => `${requester}さんからコンタクト申請が届きました。`,
  contactAcceptedNotice: (accepter: string) => `${accepter}さんがコンタクト申請を承認しました。`,
} as const;

/**
 * The shape of a catalogue like T: T's keys, each a text or a function of the same arguments. An English
 * catalogue is typed by it, so a key or an argument missing there does not compile (decision 0326).
 */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

/** The shape of MESSAGES, which the English one (messages-en.ts) has. */
export type Messages = CatalogueOf<typeof MESSAGES>;
