import type { Language } from '@musubi/shared';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';

const japanese = {
  renewalFailed: (planName: string, amount: number, changeUrl: string) => ({
    subject: '【Musubi】自動更新のお支払いができませんでした',
    text: `${planName}プランの自動更新（${amount.toLocaleString('ja-JP')}円・税込）のお支払いができませんでした。\n\nお手数ですが、下記のページでお支払い方法を変更してください。変更後、すぐにお支払いを行います。\n${changeUrl}\n\nお支払いが完了するまで、フリープランの上限でのご利用となります。${MAIL_SIGNATURE.ja}`,
  }),
};

const english: typeof japanese = {
  renewalFailed: (planName, amount, changeUrl) => ({
    subject: '[Musubi] The automatic renewal could not be paid',
    text: `The automatic renewal of the ${planName} plan (¥${amount.toLocaleString('en-US')}, tax included) could not be paid.\n\nPlease change the payment method on the page below. The payment is made as soon as it is changed.\n${changeUrl}\n\nUntil it is paid, the Free plan's limits apply.${MAIL_SIGNATURE.en}`,
  }),
};

const mails = { ja: japanese, en: english };

/** Billing mail in the recipient's language (decision 0326), each a whole message. */
export const billingMail = (language: Language) => mails[language];
