import type { Language } from '@musubi/shared';

/**
 * The OpenAPI document's words in English, by their Japanese in the routes' schemas (schemas.ts) and the document's
 * info (routes.ts): the document is served in the reader's language (decision 0337).
 */
const ENGLISH: Record<string, string> = {
  'Musubi REST API（Chatwork API v2 互換）': 'Musubi REST API (compatible with Chatwork API v2)',
  'Chatwork API v2 と同じパス・フォーム形式・JSON で、結びのルーム・メッセージ・タスクを扱えます。使い方は docs/api.md。':
    'Works with Musubi’s rooms, messages and tasks through the same paths, forms and JSON as Chatwork API v2. How to use it: docs/api.md.',
  '自分自身の情報': 'Your own account',
  '未読数・未読 To 数・未完了タスク数': 'Unread messages, unread Tos and open tasks',
  '参加しているルームの一覧': 'The rooms you are in',
  'ルームの情報': 'A room',
  'ルームのメンバー一覧': 'A room’s members',
  'メッセージ一覧（前回取得からの差分、force=1 で最新100件）': 'Messages (those since your last call; with force=1, the latest 100)',
  '新しいメッセージなし': 'No new messages',
  'メッセージを投稿': 'Post a message',
  'メッセージ': 'A message',
  '自分のメッセージを編集': 'Edit one of your messages',
  'メッセージを削除': 'Delete a message',
  '自分のタスク一覧（最大100件）': 'Your tasks (up to 100)',
  'ルームのタスク一覧（最大100件）': 'A room’s tasks (up to 100)',
  'タスクなし': 'No tasks',
  'タスクを追加（担当者ごとに1件。ルームの最初のボードに入ります）': 'Add a task (one per assignee, on the room’s first board)',
  'タスクの情報': 'A task',
  'タスクの完了状態を変更': 'Mark a task done or open',
  'メッセージを既読にする': 'Mark messages read',
  'グループチャットを作成（作成者は管理者になります）': 'Create a group chat (its creator becomes its admin)',
  'チャットの名前・概要を変更（管理者のみ）': 'Rename a chat or change its description (admins only)',
  'チャットから退席（leave）またはチャットを削除（delete、管理者のみ）': 'Leave a chat (leave) or delete it (delete, admins only)',
  '退席または削除しました': 'Left or deleted',
  'メッセージ以降を未読にする': 'Mark messages unread from this one on',
  'コンタクトの一覧': 'Your contacts',
  'コンタクトなし': 'No contacts',
  '自分へのコンタクト承認依頼の一覧（最大100件）': 'Contact requests to you (up to 100)',
  '依頼なし': 'No requests',
  'コンタクト承認依頼を承認（相手とのダイレクトチャットが開きます）': 'Accept a contact request (a direct chat with the person opens)',
  'メンバーを一括で変更（管理者のみ。一覧にない人は退席、閲覧のみは readonly）':
    'Set a room’s members at once (admins only; anyone not listed leaves, readonly means read only)',
  'ルームのファイル一覧（最大100件、account_id でアップロードした人を指定）': 'A room’s files (up to 100; account_id picks whose uploads)',
  'ファイルなし': 'No files',
  'ファイルをアップロード（multipart の file と、任意で message。メッセージに添付して投稿します）':
    'Upload a file (multipart: file, and message if you like; it is posted attached to a message)',
  'ファイルの情報（create_download_url=1 で、ログインなしで15分間使えるダウンロード URL を付けます）':
    'A file (with create_download_url=1, a download URL that works for 15 minutes without signing in)',
  '招待リンク（ルームコード）の情報': 'A room’s invitation link (its room code)',
  '招待リンクを作成（ルームを公開し、ルームコードで参加できるようにします。管理者のみ）':
    'Create an invitation link (makes the room public, so people can join with its room code; admins only)',
  '招待リンクの設定を変更（管理者のみ）': 'Change the invitation link’s settings (admins only)',
  '招待リンクを削除（ルームを非公開にし、ルームコードを新しくします。管理者のみ）':
    'Delete the invitation link (makes the room private and gives it a new room code; admins only)',
  'コンタクト承認依頼をキャンセル（相手には知らされません）': 'Cancel a contact request (the other person is not told)',
  'キャンセルしました': 'Cancelled',
};

const WORDED = new Set(['title', 'summary', 'description']);

/** The document's titles, summaries and descriptions in `language`; everything else, and Japanese, as it is. */
export function documentIn<T>(document: T, language: Language): T {
  if (language === 'ja') return document;
  const tell = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key && WORDED.has(key) ? (ENGLISH[value] ?? value) : value;
    if (Array.isArray(value)) return value.map((item) => tell(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tell(v, k)]));
    return value;
  };
  return tell(document) as T;
}
