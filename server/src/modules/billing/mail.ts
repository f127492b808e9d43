const signature = '\n\n──────────\nMusubi（結び）\nこのメールは送信専用です。お心当たりのない場合は破棄してください。';

/** Japanese billing mail, each a whole message. */
export const billingMail = {
  renewalFailed: (planName: string, amount: number, changeUrl: string) => ({
    subject: '【Musubi】自動更新のお支払いができませんでした',
    text: `${planName}プランの自動更新（${amount.toLocaleString('ja-JP')}円・税込）のお支払いができませんでした。\n\nお手数ですが、下記のページでお支払い方法を変更してください。変更後、すぐにお支払いを行います。\n${changeUrl}\n\nお支払いが完了するまで、フリープランの上限でのご利用となります。${signature}`,
  }),
};
