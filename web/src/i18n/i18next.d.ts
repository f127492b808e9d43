import type { Catalogue } from './ja';

// Makes t('...') keys type-checked against the Japanese catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
