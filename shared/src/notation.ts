/**
 * Chatwork's message notation (decision 0267): the tags bots and Chatwork's own clients write in a message's
 * text. Musubi keeps a message's To, TO ALL and reply as fields of the message; the REST API reads them from the
 * tags of a post and writes them back as tags when it shows a message, so a bot that parses mentions keeps working.
 */

/**
 * The To, TO ALL and reply a post's tags name. Numbers are the REST API's account, room and message numbers. A
 * message has one To: a post's first [To:n] (decision 0267).
 */
export interface Mentions {
  to: number | null;
  toAll: boolean;
  reply: { accountId: number; roomId: number; messageId: string } | null;
}

const TO = /\[To:(\d{1,15})\]/gi;
const TO_ALL = /\[toall\]/gi;
const REPLY = /\[rp aid=(\d{1,15}) to=(\d{1,15})-(\d{1,20})\]/gi;

/**
 * The mentions of a body, and its text without their tags (the names written after them stay: "[To:1]山田さん"
 * leaves "山田さん"). A To after the first stays in the text, where the timeline shows it as a badge and the API
 * reads it back: nobody named is dropped. Tags inside [code] are text, not mentions.
 */
export function takeMentions(body: string): { mentions: Mentions; text: string } {
  const mentions: Mentions = { to: null, toAll: false, reply: null };
  const parts = body.split(/(\[code\][\s\S]*?\[\/code\])/i);
  const text = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(REPLY, (_all, aid: string, room: string, message: string) => {
          mentions.reply ??= { accountId: Number(aid), roomId: Number(room), messageId: message };
          return '';
        })
        .replace(TO, (tag, aid: string) => {
          if (mentions.to !== null && mentions.to !== Number(aid)) return tag;
          mentions.to = Number(aid);
          return '';
        })
        .replace(TO_ALL, () => {
          mentions.toAll = true;
          return '';
        });
    })
    .join('');
  return { mentions, text: text.replace(/^[ \t]+/, '') };
}

/** A message's text with its mentions written in front as tags, as Chatwork's composer writes them. */
export function withMentions(text: string, mentions: Mentions): string {
  const tags = [
    ...(mentions.reply ? [`[rp aid=${mentions.reply.accountId} to=${mentions.reply.roomId}-${mentions.reply.messageId}]`] : []),
    ...(mentions.toAll ? ['[toall]'] : []),
    ...(mentions.to !== null ? [`[To:${mentions.to}]`] : []),
  ];
  return tags.join('') + text;
}

/** One piece of a message's text as the timeline shows it. */
export type NotationNode =
  | { type: 'text'; text: string }
  | { type: 'to'; accountId: number }
  | { type: 'toall' }
  | { type: 'reply'; accountId: number; roomId: number; messageId: string }
  | { type: 'picon'; accountId: number; withName: boolean }
  | { type: 'hr' }
  | { type: 'code'; text: string }
  | { type: 'quote'; accountId: number | null; time: number | null; children: NotationNode[] }
  | { type: 'info'; title: NotationNode[] | null; children: NotationNode[] };

const INLINE = /\[To:(\d{1,15})\]|\[toall\]|\[rp aid=(\d{1,15}) to=(\d{1,15})-(\d{1,20})\]|\[picon(name)?:(\d{1,15})\]|\[hr\]/gi;

function inline(text: string, into: NotationNode[]) {
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) into.push({ type: 'text', text: text.slice(last, match.index) });
    const tag = match[0].toLowerCase();
    if (match[1]) into.push({ type: 'to', accountId: Number(match[1]) });
    else if (tag === '[toall]') into.push({ type: 'toall' });
    else if (match[2]) into.push({ type: 'reply', accountId: Number(match[2]), roomId: Number(match[3]), messageId: match[4]! });
    else if (match[6]) into.push({ type: 'picon', accountId: Number(match[6]), withName: Boolean(match[5]) });
    else into.push({ type: 'hr' });
    last = match.index + match[0].length;
  }
  if (last < text.length) into.push({ type: 'text', text: text.slice(last) });
}

const BLOCK = /\[code\]([\s\S]*?)\[\/code\]|\[qt\](?:\[qtmeta aid=(\d{1,15})(?: time=(\d{1,12}))?\])?|\[\/qt\]|\[info\]|\[\/info\]|\[title\]([\s\S]*?)\[\/title\]/gi;

/**
 * The nodes of a message's text: boxes (quote, info with its title, code) nested as written, inline tags in
 * between. A tag left open is closed at the end; a closing tag with nothing open, and anything unknown, is text.
 */
export function parseNotation(source: string): NotationNode[] {
  const root: NotationNode[] = [];
  const stack: Array<{ node: Extract<NotationNode, { type: 'quote' | 'info' }> }> = [];
  const current = () => (stack.length ? stack[stack.length - 1]!.node.children : root);
  let last = 0;
  for (const match of source.matchAll(BLOCK)) {
    const tag = match[0].toLowerCase();
    const top = stack[stack.length - 1]?.node;
    const isTitle = tag.startsWith('[title]');
    const isClose = tag === '[/qt]' || tag === '[/info]';
    // A title belongs only to the info box it opens; a close only to the box open now.
    if ((isTitle && top?.type !== 'info') || (tag === '[/qt]' && top?.type !== 'quote') || (tag === '[/info]' && top?.type !== 'info')) continue;
    if (match.index > last) inline(source.slice(last, match.index), current());
    last = match.index + match[0].length;
    if (match[1] !== undefined) current().push({ type: 'code', text: match[1] });
    else if (tag.startsWith('[qt]')) {
      const node = { type: 'quote' as const, accountId: match[2] ? Number(match[2]) : null, time: match[3] ? Number(match[3]) : null, children: [] };
      current().push(node);
      stack.push({ node });
    } else if (tag === '[info]') {
      const node = { type: 'info' as const, title: null, children: [] };
      current().push(node);
      stack.push({ node });
    } else if (isTitle && top?.type === 'info') {
      const title: NotationNode[] = [];
      inline(match[4] ?? '', title);
      top.title = title;
    } else if (isClose) stack.pop();
  }
  if (last < source.length) inline(source.slice(last), current());
  return root;
}

/** Whether a text may hold a tag at all: a text without one skips parsing (most messages, most of the time). */
export function mayHoldNotation(text: string): boolean {
  return /\[(?:to:|toall\]|rp |picon|hr\]|code\]|qt\]|info\]|title\])/i.test(text);
}

function plainOf(nodes: readonly NotationNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'hr':
          return '\n';
        case 'quote':
          return `「${plainOf(node.children).trim()}」`;
        case 'info':
          return [node.title ? plainOf(node.title).trim() : '', plainOf(node.children).trim()].filter(Boolean).join('\n');
        default:
          return '';
      }
    })
    .join('');
}

/**
 * A message's text to read where no element can show its tags (search results, notifications, the room list, a
 * push): mentions and pictures left out, quotes in 「」, an info box's title then its text, code as written.
 */
export function plainNotation(text: string): string {
  return mayHoldNotation(text) ? plainOf(parseNotation(text)).trim() : text;
}
