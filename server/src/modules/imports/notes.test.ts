import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../lib/language';
import { IMPORT_NOTES, IMPORT_NOTES_EN } from './messages';

type Note = string | ((value: never) => string);
const SAMPLE = '佐藤「テスト」20';

describe('the dry run’s notes', () => {
  it('are told in English as their English twin, a name or a number within them kept, and in Japanese word for word', () => {
    for (const [key, japanese] of Object.entries(IMPORT_NOTES) as [keyof typeof IMPORT_NOTES, Note][]) {
      const english = IMPORT_NOTES_EN[key] as Note;
      const stored = typeof japanese === 'string' ? japanese : (japanese as (value: string) => string)(SAMPLE);
      const expected = typeof english === 'string' ? english : (english as (value: string) => string)(SAMPLE);
      expect(inLanguage(stored, 'en'), key).toBe(expected);
      expect(inLanguage(stored, 'ja'), key).toBe(stored);
    }
  });
});
