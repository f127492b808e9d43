import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/**
 * http(s) addresses in plain text, up to the first space or character that cannot be part of one unescaped
 * (Japanese punctuation and brackets included, so "https://example.jp/a。" stops before "。").
 */
const URL_PATTERN = /https?:\/\/[^\s<>"'`「」『』（）【】、。，．！？\u3000]+/g;
/** Punctuation a sentence puts right after an address, which a reader does not mean as part of it. */
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits text into plain runs and http(s) links; nothing else ever becomes a link. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    if (!URL.canParse(href)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Text with its http(s) addresses as links that open in a new tab, telling the page opened nothing about this one. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit style={{ overflowWrap: 'anywhere' }}>
            {part.href}
          </Anchor>
        ),
      )}
    </>
  );
}
