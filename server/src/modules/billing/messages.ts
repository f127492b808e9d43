/** Billing's Japanese messages: card refusals by Stripe decline code, and plan rules. */
export const BILLING_MESSAGES = {
  cardDeclined: 'カードが承認されませんでした。別のカードをお試しください。',
  insufficientFunds: 'カードの利用可能額が不足しているため、お支払いできませんでした。別のカードをお試しください。',
  expiredCard: 'カードの有効期限が切れています。有効期限をご確認ください。',
  incorrectNumber: 'カード番号が正しくありません。',
  incorrectCvc: 'セキュリティコードが正しくありません。',
  cardSetupFailed: 'カードの登録を完了できませんでした。もう一度お試しください。',
  invalidPlan: 'プランを選択してください。',
  paymentMethodRequired: 'カード情報を入力してください。',
  alreadySubscribed: 'すでにスタンダードプランをご利用中です。',
  noPaymentProfile: 'お支払い情報が登録されていません。',
  noSubscription: '自動更新中のプランはありません。',
  paymentCompleted: 'お支払いが完了しました。',
  subscriptionCancelled: '自動更新を停止しました。お支払い済みの期間が終わるまでスタンダードプランをご利用いただけます。',
  cardChanged: 'カード情報を変更しました。',
  renewalFailedNotice:
    'スタンダードプランの自動更新のお支払いができませんでした。お支払い方法を変更してください。',
} as const;

const DECLINES: Record<string, string> = {
  card_declined: BILLING_MESSAGES.cardDeclined,
  generic_decline: BILLING_MESSAGES.cardDeclined,
  insufficient_funds: BILLING_MESSAGES.insufficientFunds,
  expired_card: BILLING_MESSAGES.expiredCard,
  incorrect_number: BILLING_MESSAGES.incorrectNumber,
  invalid_number: BILLING_MESSAGES.incorrectNumber,
  incorrect_cvc: BILLING_MESSAGES.incorrectCvc,
  invalid_cvc: BILLING_MESSAGES.incorrectCvc,
};

export const declineMessage = (code: string) => DECLINES[code] ?? BILLING_MESSAGES.cardSetupFailed;
