import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ja } from './ja';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja }, en: { translation: en } },
  lng: 'ja',
  fallbackLng: 'ja',
  // Catalogues are bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
  // Keeps the browser console and test output free of the vendor banner.
  showSupportNotice: false,
});
