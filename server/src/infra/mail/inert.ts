/**
 * Text a user wrote (a name, a room name, an address they typed, a message) made safe to put in a mail (decision
 * 0255): mail clients turn URLs, e-mail addresses and domain-like words into links, so a name such as
 * "http://evil.example" would arrive as a live link under Musubi's name. A dot between two letters or digits
 * becomes "[.]" (also the full-width and half-width dots, and the ideographic full stop between two ASCII letters
 * or digits, which browsers read as a dot in a host name), "://" becomes "[:]//", and line breaks become spaces so
 * that a name cannot lay out a mail of its own (a message quoted as a whole keeps its lines: `keepLines`). Musubi's
 * mails are plain text only; an HTML part would have to escape this text as well.
 */
export function inert(text: string, keepLines = false): string {
  return (keepLines ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n\t\u2028\u2029\u0085\v\f]+/g, ' '))
    .replace(/:\/\//g, '[:]//')
    .replace(/(?<=[\p{L}\p{N}])[.．｡](?=[\p{L}\p{N}])/gu, (dot) => `[${dot}]`)
    .replace(/(?<=[A-Za-z0-9])。(?=[A-Za-z0-9])/g, '[。]');
}
