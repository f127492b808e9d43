import type { CatalogueOf } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';

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

/** The same messages in English, for whoever reads Musubi in it (decision 0326). */
const BILLING_MESSAGES_EN: CatalogueOf<typeof BILLING_MESSAGES> = {
  cardDeclined: 'The card was declined. Please try another card.',
  insufficientFunds: 'The card does not have enough funds available, so the payment failed. Please try another card.',
  expiredCard: 'The card has expired. Please check its expiry date.',
  incorrectNumber: 'The card number is incorrect.',
  incorrectCvc: 'The security code is incorrect.',
  cardSetupFailed: 'The card could not be registered. Please try again.',
  invalidPlan: 'Choose a plan.',
  paymentMethodRequired: 'Enter your card details.',
  alreadySubscribed: 'You are already on the Standard plan.',
  noPaymentProfile: 'No payment details are registered.',
  noSubscription: 'No plan is renewing automatically.',
  paymentCompleted: 'The payment is complete.',
  subscriptionCancelled: 'Automatic renewal is stopped. You can use the Standard plan until the end of the period you paid for.',
  cardChanged: 'Your card details were changed.',
  renewalFailedNotice: 'The automatic renewal of the Standard plan could not be paid. Please change the payment method.',
};
addCatalogue(BILLING_MESSAGES, BILLING_MESSAGES_EN);

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
