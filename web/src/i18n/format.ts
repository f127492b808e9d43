import { DATE_FORMATS } from '@musubi/shared/client';
import { currentLanguage } from '.';

// Dates and numbers in the language on screen (decision 0328): Japanese exactly as the spec writes them.
type DateInput = Date | string | number;

export const formatDate = (value: DateInput, timeZone?: string) => DATE_FORMATS[currentLanguage()].date(value, timeZone);
export const formatDateTime = (value: DateInput, timeZone?: string) => DATE_FORMATS[currentLanguage()].dateTime(value, timeZone);
export const formatTime = (value: DateInput, timeZone?: string) => DATE_FORMATS[currentLanguage()].time(value, timeZone);
export const formatRecent = (value: DateInput, now?: DateInput, timeZone?: string) =>
  DATE_FORMATS[currentLanguage()].recent(value, now, timeZone);

/** A date picker's settings: dayjs's locale, the week's first day, the month heading and the value's format. */
export function pickerSettings() {
  const language = currentLanguage();
  return {
    locale: language,
    firstDayOfWeek: 0 as const,
    monthLabelFormat: DATE_FORMATS[language].pickerMonth,
    valueFormat: DATE_FORMATS[language].pickerValue,
  };
}

const NUMBER_LOCALES = { ja: 'ja-JP', en: 'en-US' } as const;

/** A count with the language's digit grouping: 12,345. */
export const formatNumber = (value: number) => value.toLocaleString(NUMBER_LOCALES[currentLanguage()]);
