import { LIMITS } from '@musubi/shared';

/**
 * Slack's incoming-webhook payload, the parts Musubi shows (decision 0305): `text` in Slack's mrkdwn, `username`,
 * `attachments` (pretext, title, text or fallback, fields) and the text of `blocks` (section, header, context).
 * `channel`, `icon_emoji` and `icon_url` are accepted and ignored: a webhook posts to its own room as its own bot.
 */
interface SlackText {
  text?: unknown;
}
interface SlackAttachment {
  fallback?: unknown;
  pretext?: unknown;
  title?: unknown;
  title_link?: unknown;
  text?: unknown;
  fields?: unknown;
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Slack escapes only these three in text; everything else arrives as itself. */
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Slack's mrkdwn as Musubi's plain text: `<url|label>` as "label (url)", `<url>` as the url, `<@U…|name>` and
 * `<#C…|name>` as @name and #name, `<!here>`-style mentions as @here, `*bold*` without its stars (Musubi's messages
 * have no bold), the entities &lt; &gt; &amp; as their characters. Line breaks stay line breaks.
 */
export function mrkdwnToText(mrkdwn: string): string {
  const linked = mrkdwn.replace(/<([^<>\n]*)>/g, (_whole, inner: string) => {
    const bar = inner.indexOf('|');
    const target = bar >= 0 ? inner.slice(0, bar) : inner;
    const label = bar >= 0 ? inner.slice(bar + 1) : '';
    if (target.startsWith('@')) return `@${label || target.slice(1)}`;
    if (target.startsWith('#')) return `#${label || target.slice(1)}`;
    if (target.startsWith('!')) return label || `@${target.slice(1).split('^')[0]}`;
    if (!label || label === target) return target;
    return `${label} (${target})`;
  });
  const plain = linked.replace(/(^|[\s(（「])\*(\S(?:[^*\n]*\S)?)\*(?=$|[\s.,!?、。)）」:;])/gmu, '$1$2');
  return unescape(plain);
}

function attachmentText(value: unknown): string {
  const a = objectOf(value) as SlackAttachment;
  const body = mrkdwnToText(stringOf(a.text) || stringOf(a.fallback));
  const fields = listOf(a.fields)
    .map((field) => objectOf(field))
    .map((field) => [stringOf(field.title), mrkdwnToText(stringOf(field.value))].filter(Boolean).join(': '))
    .filter(Boolean);
  const title = mrkdwnToText(stringOf(a.title));
  const link = stringOf(a.title_link);
  const inside = [body, ...fields].filter(Boolean).join('\n');
  const lines = [mrkdwnToText(stringOf(a.pretext))];
  if (title) lines.push(`[info][title]${link ? `${title} (${link})` : title}[/title]${inside}[/info]`);
  else if (inside) lines.push(inside);
  return lines.filter(Boolean).join('\n');
}

function blockText(value: unknown): string {
  const block = objectOf(value);
  const own = stringOf((objectOf(block.text) as SlackText).text);
  const elements = listOf(block.elements).map((element) => stringOf((objectOf(element) as SlackText).text));
  const fields = listOf(block.fields).map((field) => stringOf((objectOf(field) as SlackText).text));
  return mrkdwnToText([own, ...elements, ...fields].filter(Boolean).join('\n'));
}

/**
 * The message a Slack payload posts as the webhook's bot: its text (or its blocks' text when it has none), then
 * each attachment; a `username` other than the bot's name leads on its own line. Empty when the payload has
 * nothing to show; cut to a message's length limit.
 */
export function slackPayloadToContent(payload: Record<string, unknown>, botName: string): string {
  const text = mrkdwnToText(stringOf(payload.text)) || listOf(payload.blocks).map(blockText).filter(Boolean).join('\n');
  const attachments = listOf(payload.attachments).map(attachmentText).filter(Boolean);
  const body = [text, ...attachments].filter((part) => part.trim()).join('\n');
  if (!body.trim()) return '';
  const username = stringOf(payload.username).trim().slice(0, LIMITS.webhookName);
  const content = username && username !== botName ? `【${username}】\n${body}` : body;
  return content.length > LIMITS.message ? `${content.slice(0, LIMITS.message - 1)}…` : content;
}
