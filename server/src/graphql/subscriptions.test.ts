import { parse, print, visit } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionDocuments } from './subscriptions';

describe('a subscription’s document, kept while it lives', () => {
  const text = 'subscription S($r: ID!) { onMessageChanges(room_id: $r, afterSeq: 0) { id ...F } } fragment F on Message { content }';

  it('holds no position in its text, and prints as the text parsed', () => {
    const document = new SubscriptionDocuments(() => undefined).get(text);
    const positions: unknown[] = [];
    visit(document, { enter: (node) => void positions.push(node.loc) });
    expect(positions.length).toBeGreaterThan(10);
    expect(positions.filter((loc) => loc !== undefined)).toEqual([]);
    expect(print(document)).toBe(print(parse(text)));
  });

  it('is the one every subscription of the same text runs, checked once; another text has its own', () => {
    const check = vi.fn();
    const documents = new SubscriptionDocuments(check);
    const [first, second, other] = [documents.get(text), documents.get(text), documents.get(text.replace('content', 'seq'))];
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(print(other)).toContain('seq');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps no refused text, nor a long one, and forgets the oldest text once a few hundred others came after it', () => {
    const documents = new SubscriptionDocuments((document) => {
      if (print(document).includes('refused')) throw new Error('refused');
    });
    const refused = `${text} # refused`.replace('content', 'refused');
    expect(() => documents.get(refused)).toThrow('refused');
    expect(() => documents.get(refused)).toThrow('refused');

    const long = `${text} # ${'長'.repeat(SubscriptionDocuments.TEXT_LENGTH)}`;
    expect(documents.get(long)).not.toBe(documents.get(long));

    const oldest = documents.get(`${text} # 最古`);
    for (let i = 0; i < SubscriptionDocuments.TEXTS; i++) documents.get(`${text} # ${i}`);
    const again = documents.get(`${text} # 最古`);
    expect(again).not.toBe(oldest);
    expect(print(again)).toBe(print(oldest));
  });

  it('refuses what is not a text', () => {
    expect(() => new SubscriptionDocuments(() => undefined).get(undefined)).toThrow();
  });
});
