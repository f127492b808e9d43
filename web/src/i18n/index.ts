import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ja } from './ja';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja }, en: { translation: en } },
  lng: 'ja',
  fallbackLng: 'ja',
  // The common catalogue is bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
  // Keeps the browser console and test output free of the vendor banner.
  showSupportNotice: false,
});

/** Each feature's strings, in a chunk of their own, under their top-level key of the catalogue. */
const FEATURE_CATALOGUES = {
  chat: () => import('./ja-chat').then((m) => m.jaChat),
  board: () => import('./ja-board').then((m) => m.jaBoard),
  billing: () => import('./ja-billing').then((m) => m.jaBilling),
  adminArea: () => import('./ja-admin').then((m) => m.jaAdmin),
  assistant: () => import('./ja-assistant').then((m) => m.jaAssistant),
};

export type FeatureCatalogue = keyof typeof FEATURE_CATALOGUES;

export const FEATURES = Object.keys(FEATURE_CATALOGUES) as FeatureCatalogue[];

const loaded = new Map<FeatureCatalogue, Promise<void>>();

/**
 * Adds the features' strings to the catalogue. Routes await this before they render (see the route table), so
 * no screen shows a key in place of its text; a failed load is forgotten, so the next visit tries again.
 */
export async function loadCatalogues(names: readonly FeatureCatalogue[]): Promise<void> {
  await Promise.all(
    names.map((name) => {
      let loading = loaded.get(name);
      if (!loading) {
        loading = FEATURE_CATALOGUES[name]().then(
          (strings) => void i18n.addResourceBundle('ja', 'translation', { [name]: strings }, true, false),
          (error: unknown) => {
            loaded.delete(name);
            throw error;
          },
        );
        loaded.set(name, loading);
      }
      return loading;
    }),
  );
}
