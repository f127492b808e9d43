// The legal pages. The Japanese wording is the binding one; en-legal.ts is its translation for reference.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  lead: string;
  sections: LegalSection[];
  /** The day it took effect, as the page's last line writes it. */
  enactedOn: string;
  /** Said above a translation: which text binds. */
  note?: string;
}

export interface LegalTexts {
  info: LegalText;
  service: LegalText;
  privacy: LegalText;
}

const info: LegalText = {
  title: '運営者情報',
  lead: '結び（Musubi）の運営者に関する情報です。',
  enactedOn: '2025年4月1日 制定',
  sections: [
    { heading: 'サービス名', paragraphs: ['結び（Musubi）'] },
    { heading: '運営者', paragraphs: ['結び運営事務局'] },
    { heading: '事業内容', paragraphs: ['チャット・タスク管理を中心とした、事業者向けコラボレーションサービスの企画・開発・運営'] },
    { heading: 'お問い合わせ', paragraphs: ['サービスに関するお問い合わせは、お問い合わせフォームよりお送りください。通常3営業日以内にご回答いたします。'] },
    {
      heading: '料金について',
      paragraphs: [
        'フリープランは無料でご利用いただけます。スタンダードプランの料金は、プランのページに表示する金額（税込）です。',
        'お支払いはクレジットカードによる前払いで、月払いまたは年払いをお選びいただけます。解約はいつでも可能で、次回更新日以降の請求は発生しません。',
      ],
    },
  ],
};

const service: LegalText = {
  title: '利用規約',
  lead: 'この利用規約（以下「本規約」といいます）は、結び運営事務局（以下「当事務局」といいます）が提供するサービス「結び」（以下「本サービス」といいます）の利用条件を定めるものです。',
  enactedOn: '2025年4月1日 制定',
  sections: [
    {
      heading: '第1条（適用）',
      paragraphs: [
        '本規約は、本サービスの利用に関する当事務局と利用者との間の一切の関係に適用されます。',
        '利用者は、本サービスに登録した時点で本規約に同意したものとみなします。',
      ],
    },
    {
      heading: '第2条（アカウント）',
      paragraphs: [
        '利用者は、正確な情報を登録し、登録情報に変更があった場合は速やかに更新するものとします。',
        '利用者は、自己の責任においてメールアドレスおよびパスワードを管理し、第三者に利用させてはなりません。',
      ],
    },
    {
      heading: '第3条（有料プラン）',
      paragraphs: [
        '有料プランの料金は、プランのページに表示する金額とし、登録したクレジットカードにより自動で更新・決済されます。',
        '利用者はいつでも有料プランを解約できます。既に支払われた料金は、法令に定める場合を除き返金いたしません。',
      ],
    },
    {
      heading: '第4条（禁止事項）',
      paragraphs: [
        '利用者は、法令または公序良俗に違反する行為、他の利用者や第三者の権利を侵害する行為、本サービスの運営を妨げる行為、不正アクセスその他当事務局が不適切と判断する行為をしてはなりません。',
      ],
    },
    {
      heading: '第5条（投稿内容）',
      paragraphs: [
        '利用者が本サービスに投稿したメッセージ、ファイルその他の内容の権利は、利用者または正当な権利者に帰属します。',
        '当事務局は、本サービスの提供・保守に必要な範囲でのみ、これらの内容を取り扱います。',
      ],
    },
    {
      heading: '第6条（サービスの変更・停止）',
      paragraphs: [
        '当事務局は、保守、障害その他やむを得ない事由がある場合、事前の通知なく本サービスの全部または一部を停止することがあります。',
      ],
    },
    {
      heading: '第7条（免責）',
      paragraphs: [
        '当事務局は、本サービスに起因して利用者に生じた損害について、当事務局の故意または重大な過失による場合を除き、責任を負いません。',
      ],
    },
    {
      heading: '第8条（規約の変更）',
      paragraphs: ['当事務局は、必要に応じて本規約を変更できます。変更後の規約は、本サービス上に掲示した時点から効力を生じます。'],
    },
    { heading: '第9条（準拠法・管轄）', paragraphs: ['本規約は日本法に準拠し、本サービスに関する紛争は東京地方裁判所を第一審の専属的合意管轄裁判所とします。'] },
  ],
};

const privacy: LegalText = {
  title: 'プライバシーポリシー',
  lead: '当事務局は、本サービスにおける利用者の個人情報を、個人情報の保護に関する法律その他の法令に従い、以下のとおり取り扱います。',
  enactedOn: '2025年4月1日 制定',
  sections: [
    {
      heading: '1. 取得する情報',
      paragraphs: [
        'メールアドレス、氏名、会社名、業種、役職、住所、電話番号、保有資格など、利用者が登録した情報',
        'メッセージ、ファイル、タスクなど、利用者が本サービスに投稿した内容',
        'ログイン日時、IPアドレス、ブラウザの種類などの利用状況に関する情報',
        '有料プランの決済に関する情報（カード番号は決済代行会社が管理し、当事務局は保持しません）',
      ],
    },
    {
      heading: '2. 利用目的',
      paragraphs: [
        '本サービスの提供、本人確認、お問い合わせへの対応、料金の請求、不正利用の防止、サービスの改善およびお知らせの送信のために利用します。',
      ],
    },
    {
      heading: '3. 第三者への提供',
      paragraphs: ['法令に基づく場合を除き、本人の同意なく個人情報を第三者に提供しません。決済やメール送信などの業務委託先には、必要な範囲でのみ提供します。'],
    },
    {
      heading: '4. 安全管理',
      paragraphs: ['通信の暗号化、パスワードのハッシュ化、アクセス権限の管理など、個人情報の漏えい・滅失を防ぐための措置を講じます。'],
    },
    {
      heading: '5. 開示・訂正・削除',
      paragraphs: ['利用者は、お問い合わせフォームから、自己の個人情報の開示、訂正、利用停止または削除を求めることができます。'],
    },
    { heading: '6. Cookieの利用', paragraphs: ['ログイン状態の維持のためにCookieを使用します。Cookieを無効にすると、本サービスにログインできません。'] },
    { heading: '7. 改定', paragraphs: ['本ポリシーを改定する場合は、本サービス上でお知らせします。'] },
  ],
};

export const jaLegal: LegalTexts = { info, service, privacy };
