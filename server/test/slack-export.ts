import { strToU8, zipSync } from 'fflate';

/**
 * Slack exports written by hand from the format's public description (Slack's help page "Export your workspace
 * data": users.json, channels.json, groups.json, mpims.json, dms.json, and one JSON array of messages per
 * conversation per day in a folder named after it, or after its id for direct messages).
 */
export type ExportFiles = Record<string, unknown>;

export function zipExport(files: ExportFiles): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, value]) => [name, strToU8(JSON.stringify(value, null, 2))]))));
}

const ts = (seconds: number, micro = 0) => `${seconds}.${String(micro).padStart(6, '0')}`;
const DAY1 = 1_705_280_000; // 2024-01-15 00:53 UTC
const DAY2 = DAY1 + 86_400;

/**
 * A small workspace: alice (who has an account here), bob (who has none), carol (deleted), an integration's bot
 * user, and a deploy bot that posts without a user. Four conversations: #general (a thread with an edit, a file,
 * a deleted parent, reactions of ours and others, a join record), #random, a private channel and a direct message.
 */
export function smallWorkspace(emails: { alice: string; bob: string }): ExportFiles {
  const thread = ts(DAY1 + 200, 300);
  const deletedParent = ts(DAY2 + 1000, 700);
  return {
    'users.json': [
      { id: 'U01ALICE', name: 'alice', real_name: 'Alice Sato', profile: { email: emails.alice, real_name: '佐藤 アリス', display_name: 'alice' } },
      { id: 'U02BOB', name: 'bob', profile: { email: emails.bob, real_name: '鈴木 ボブ' } },
      { id: 'U03CAROL', name: 'carol', deleted: true, profile: { real_name: '高橋 キャロル' } },
      { id: 'U04APP', name: 'calendar', is_bot: true, profile: { real_name: 'カレンダー連携', email: null } },
    ],
    'channels.json': [
      { id: 'C01GENERAL', name: 'general', creator: 'U01ALICE', members: ['U01ALICE', 'U02BOB', 'U03CAROL'], purpose: { value: '全体の連絡' }, topic: { value: '' } },
      { id: 'C02RANDOM', name: 'random', creator: 'U02BOB', members: ['U01ALICE', 'U02BOB'], purpose: { value: '' } },
    ],
    'groups.json': [{ id: 'G01SECRET', name: 'secret-project', creator: 'U01ALICE', members: ['U01ALICE'], purpose: { value: '極秘' } }],
    'dms.json': [{ id: 'D01ALICEBOB', created: DAY1, members: ['U01ALICE', 'U02BOB'] }],
    'general/2024-01-15.json': [
      { type: 'message', subtype: 'channel_join', user: 'U02BOB', ts: ts(DAY1, 100), text: '<@U02BOB> has joined the channel' },
      {
        type: 'message',
        user: 'U01ALICE',
        ts: ts(DAY1 + 100, 200),
        text: 'みなさん、おはようございます <!channel>',
        reactions: [
          { name: '+1', users: ['U02BOB', 'U03CAROL'], count: 2 },
          { name: 'smile', users: ['U02BOB'], count: 1 },
        ],
      },
      {
        type: 'message',
        user: 'U02BOB',
        ts: thread,
        thread_ts: thread,
        reply_count: 2,
        text: '<@U01ALICE> 四半期の資料を共有します',
        files: [{ id: 'F01', name: 'plan.pdf', title: '計画書', mimetype: 'application/pdf', url_private: 'https://files.slack.com/files-pri/T01-F01/plan.pdf' }],
      },
      {
        type: 'message',
        user: 'U01ALICE',
        ts: ts(DAY1 + 300, 400),
        thread_ts: thread,
        parent_user_id: 'U02BOB',
        text: 'ありがとうございます！確認します',
        edited: { user: 'U01ALICE', ts: ts(DAY1 + 400) },
      },
    ],
    'general/2024-01-16.json': [
      { type: 'message', user: 'U03CAROL', ts: ts(DAY2 + 100, 500), thread_ts: thread, parent_user_id: 'U02BOB', text: '退職前の最後の投稿です' },
      {
        type: 'message',
        subtype: 'bot_message',
        bot_id: 'B01DEPLOY',
        username: 'デプロイ通知',
        ts: ts(DAY2 + 200, 600),
        text: '本番環境へのデプロイが完了しました <https://deploy.example.com/1|詳細>',
      },
      { type: 'message', subtype: 'tombstone', user: 'U02BOB', ts: deletedParent, thread_ts: deletedParent, reply_count: 1, text: 'This message was deleted.' },
      { type: 'message', user: 'U01ALICE', ts: ts(DAY2 + 1100, 800), thread_ts: deletedParent, parent_user_id: 'U02BOB', text: '了解です' },
    ],
    'random/2024-01-15.json': [
      { type: 'message', user: 'U02BOB', ts: ts(DAY1 + 500, 900), text: 'ランチは 12:00 &amp; 13:00 の二回です &lt;予約制&gt;', reactions: [{ name: 'ok_hand', users: ['U01ALICE'], count: 1 }] },
      { type: 'message', user: 'U01ALICE', ts: ts(DAY1 + 600, 1000), text: '<#C01GENERAL|general> にも書きました' },
    ],
    'secret-project/2024-01-17.json': [{ type: 'message', user: 'U01ALICE', ts: ts(DAY2 + 86_400, 1100), text: '極秘プロジェクトを開始します' }],
    'D01ALICEBOB/2024-01-18.json': [{ type: 'message', user: 'U02BOB', ts: ts(DAY2 + 2 * 86_400, 1200), text: 'こんにちは、個別の相談です' }],
  };
}

/**
 * A big workspace for the benchmark: `people` members, `channels` channels, `messages` messages spread over the
 * channels and days, a tenth of them thread replies, some with stamps.
 */
export function bigWorkspace(options: { people: number; channels: number; messages: number; domain: string }): ExportFiles {
  const users = Array.from({ length: options.people }, (_, i) => ({
    id: `U${String(i).padStart(8, '0')}`,
    name: `user${i}`,
    profile: { email: `user${i}@${options.domain}`, real_name: `利用者 ${i}` },
  }));
  const channels = Array.from({ length: options.channels }, (_, i) => ({
    id: `C${String(i).padStart(8, '0')}`,
    name: `channel-${i}`,
    creator: users[i % users.length]!.id,
    members: users.map((u) => u.id),
  }));
  const files: ExportFiles = { 'users.json': users, 'channels.json': channels };
  const perChannel = Math.ceil(options.messages / options.channels);
  let made = 0;
  for (const [c, channel] of channels.entries()) {
    const days = new Map<string, unknown[]>();
    let lastParent = '';
    for (let i = 0; i < perChannel && made < options.messages; i++, made++) {
      const seconds = DAY1 + c + i * 60;
      const stamp = ts(seconds, i % 1_000_000);
      const day = new Date(seconds * 1000).toISOString().slice(0, 10);
      const reply = i % 10 === 9 && lastParent;
      const message = {
        type: 'message',
        user: users[(i + c) % users.length]!.id,
        ts: stamp,
        text: `チャンネル${c} のメッセージ ${i}：今日の進捗を共有します`,
        ...(reply ? { thread_ts: lastParent } : {}),
        ...(i % 7 === 0 ? { reactions: [{ name: '+1', users: [users[(i + 1) % users.length]!.id], count: 1 }] } : {}),
      };
      if (!reply) lastParent = stamp;
      const list = days.get(day) ?? [];
      list.push(message);
      days.set(day, list);
    }
    for (const [day, list] of days) files[`${channel.name}/${day}.json`] = list;
  }
  return files;
}
