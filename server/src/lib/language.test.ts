import { MESSAGES, MESSAGES_EN } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { inLanguage, preferredLanguage } from './language';

type Render = (...args: unknown[]) => string;

/** Arguments to render a message with: numbers shown as given, and both answers of a yes/no. */
function argumentSets(arity: number): unknown[][] {
  const numbers = Array.from({ length: arity }, (_, i) => 900 + i);
  return arity === 3 ? [[...numbers.slice(0, 2), true], [...numbers.slice(0, 2), false]] : [numbers];
}

describe('the language of a request before sign-in', () => {
  it('is English when the browser prefers English to Japanese, and Japanese otherwise', () => {
    expect(preferredLanguage('en-US,en;q=0.9')).toBe('en');
    expect(preferredLanguage('fr-FR,en;q=0.5,ja;q=0.4')).toBe('en');
    expect(preferredLanguage('en;q=0.5,ja;q=0.8')).toBe('ja');
    expect(preferredLanguage('ja,en-US;q=0.9')).toBe('ja');
    expect(preferredLanguage('fr-FR,de')).toBe('ja');
    expect(preferredLanguage('en;q=0')).toBe('ja');
    expect(preferredLanguage('')).toBe('ja');
    expect(preferredLanguage(undefined)).toBe('ja');
    expect(preferredLanguage('x'.repeat(10_000))).toBe('ja');
  });
});

describe('a message in the reader’s language', () => {
  it('is every Japanese message word for word for a Japanese reader', () => {
    for (const [key, ja] of Object.entries(MESSAGES)) {
      const texts = typeof ja === 'function' ? argumentSets(ja.length).map((args) => (ja as Render)(...args)) : [ja];
      for (const text of texts) expect(inLanguage(text, 'ja'), key).toBe(text);
    }
  });

  it('is the English of every message, arguments and all, for an English reader', () => {
    for (const [key, ja] of Object.entries(MESSAGES)) {
      const en = (MESSAGES_EN as Record<string, unknown>)[key];
      if (typeof ja === 'string') {
        expect(inLanguage(ja, 'en'), key).toBe(en);
        continue;
      }
      for (const args of argumentSets(ja.length)) expect(inLanguage((ja as Render)(...args), 'en'), key).toBe((en as Render)(...args));
    }
  });

  it('tells a stored notice about a person without a name with the English for the name too', () => {
    expect(inLanguage(MESSAGES.contactRequestNotice(MESSAGES.unnamedUser), 'en')).toBe('A Musubi user sent you a contact request.');
    // A name that happens to be other catalogue text is a name, kept as written.
    expect(inLanguage(MESSAGES.contactRequestNotice(MESSAGES.unnamedPasskey), 'en')).toBe(`${MESSAGES.unnamedPasskey} sent you a contact request.`);
  });

  it('keeps a text it does not know as it is', () => {
    expect(inLanguage('どこにもない文です。', 'en')).toBe('どこにもない文です。');
  });
});
