import type { CatalogueOf } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';

/** Messages of the admin area, where the spec shows none. */
export const ADMIN_MESSAGES = {
  userStatus: '状態は「有効」または「利用停止」から選択してください。',
  suspendSelf: 'ご自身のアカウントを利用停止にすることはできません。',
  unknownJob: 'メンテナンス処理の名前が正しくありません。',
  jobRunning: 'このメンテナンス処理は実行中です。終了してからもう一度お試しください。',
  templateBoards: 'テンプレートのボードの形式が正しくありません。',
} as const;

/** The same messages in English (decision 0326). */
const ADMIN_MESSAGES_EN: CatalogueOf<typeof ADMIN_MESSAGES> = {
  userStatus: 'Choose the status: “Active” or “Suspended”.',
  suspendSelf: 'You cannot suspend your own account.',
  unknownJob: 'The name of the maintenance task is not valid.',
  jobRunning: 'This maintenance task is running. Try again once it has finished.',
  templateBoards: 'The template’s boards are not in a valid format.',
};
addCatalogue(ADMIN_MESSAGES, ADMIN_MESSAGES_EN);
