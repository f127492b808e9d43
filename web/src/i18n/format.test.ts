import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '.';
import { formatDate, formatDateTime, formatNumber, formatRecent, pickerSettings } from './format';

const at = '2026-11-29T05:05:00.000Z'; // 14:05 in Tokyo

afterEach(async () => {
  await setLanguage('ja');
});

describe('dates and numbers in the language on screen', () => {
  it('are the spec’s in Japanese', () => {
    expect(formatDate(at)).toBe('2026/11/29');
    expect(formatDateTime(at)).toBe('2026/11/29 14:05');
    expect(formatRecent(at, '2026-11-29T10:00:00.000Z')).toBe('14:05');
    expect(formatNumber(12345)).toBe('12,345');
    expect(pickerSettings()).toMatchObject({ locale: 'ja', valueFormat: 'YYYY/MM/DD', monthLabelFormat: 'YYYY年M月' });
    expect(i18n.t('format.range', { start: '2026/11/01', end: '2026/11/30' })).toBe('2026/11/01 〜 2026/11/30');
  });

  it('are English’s in English, on the same Tokyo day', async () => {
    await setLanguage('en');
    expect(formatDate(at)).toBe('Nov 29, 2026');
    expect(formatDateTime(at)).toBe('Nov 29, 2026, 2:05 PM');
    expect(formatRecent(at, '2026-11-29T10:00:00.000Z')).toBe('2:05 PM');
    expect(formatNumber(12345)).toBe('12,345');
    expect(pickerSettings()).toMatchObject({ locale: 'en', valueFormat: 'MMM D, YYYY', monthLabelFormat: 'MMMM YYYY' });
    expect(i18n.t('format.range', { start: 'Nov 1, 2026', end: 'Nov 30, 2026' })).toBe('Nov 1, 2026 – Nov 30, 2026');
  });
});
