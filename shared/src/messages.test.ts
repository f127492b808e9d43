import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { MESSAGES_EN } from './messages-en';

type Render = (...args: unknown[]) => string;
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// The language names are written in their own language wherever a language is chosen.
const OWN_NAMES = /日本語/g;
const marker = (index: number) => `«${index}»`;

describe('the English messages', () => {
  it('have every key of the Japanese ones and no other', () => {
    expect(Object.keys(MESSAGES_EN).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('are texts where the Japanese are texts, and take the same arguments where they take arguments', () => {
    for (const [key, ja] of Object.entries(MESSAGES)) {
      const en = (MESSAGES_EN as Record<string, unknown>)[key];
      expect(typeof en, key).toBe(typeof ja);
      if (typeof ja === 'function') expect((en as Render).length, key).toBe(ja.length);
    }
  });

  it('show the same placeholders as the Japanese', () => {
    for (const [key, ja] of Object.entries(MESSAGES)) {
      if (typeof ja !== 'function') continue;
      const markers = Array.from({ length: ja.length }, (_, i) => marker(i));
      const shown = (text: string) => markers.filter((m) => text.includes(m));
      const en = (MESSAGES_EN as Record<string, unknown>)[key] as Render;
      expect(shown(en(...markers)), key).toEqual(shown((ja as Render)(...markers)));
    }
  });

  it('are English: written out, and without Japanese', () => {
    for (const [key, en] of Object.entries(MESSAGES_EN)) {
      const text = typeof en === 'function' ? (en as Render)(...Array.from({ length: en.length }, (_, i) => marker(i))) : en;
      expect(text.trim().length, key).toBeGreaterThan(0);
      expect(text.replace(OWN_NAMES, ''), key).not.toMatch(JAPANESE);
    }
  });
});
