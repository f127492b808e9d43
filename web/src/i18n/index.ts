import { en } from './en';
import { ja, type Catalogue } from './ja';

/** Dot paths to every string of the catalogue (`login.title`): t() accepts only these, checked when compiling. */
type PathsOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}` }[keyof T & string];
export type MessageKey = PathsOf<Catalogue>;

/** Values for the `{{name}}` placeholders of a string. */
export type MessageValues = Record<string, string | number>;

export type TFunction = (key: MessageKey, values?: MessageValues) => string;

interface Strings {
  [key: string]: string | Strings;
}

// The product speaks Japanese; the English catalogue covers the public pages and falls back to Japanese.
type Language = 'ja' | 'en';
const LANGUAGE: Language = 'ja';
const catalogues: Record<Language, Strings> = { ja: { ...ja }, en };

/** Follows the dots of a key; a catalogue key may hold dots itself (the audit actions' `user.status`). */
function lookup(strings: Strings, key: string): string | undefined {
  const direct = strings[key];
  if (typeof direct === 'string') return direct;
  for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
    const node = strings[key.slice(0, dot)];
    const found = typeof node === 'object' ? lookup(node, key.slice(dot + 1)) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

const t: TFunction = (key, values) => {
  const text = lookup(catalogues[LANGUAGE], key) ?? lookup(catalogues.ja, key);
  // A missing string shows its key, which a test or a reader notices, rather than nothing.
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
};

/** The strings outside React (guards, helpers); components use useTranslation(). */
export const i18n = {
  t,
  /** Whether a key built at run time (an audit action, say) has a string. */
  exists: (key: string): boolean => lookup(catalogues.ja, key) !== undefined,
};

const translation = { t };

/**
 * The translate function for a component. Every catalogue a screen needs is loaded before it renders (see
 * loadCatalogues), so the strings never change under a mounted component and nothing needs to re-render.
 */
export function useTranslation(): { t: TFunction } {
  return translation;
}

/** Each feature's strings, in a chunk of their own, under their top-level key of the catalogue. */
const FEATURE_CATALOGUES = {
  chat: () => import('./ja-chat').then((m) => m.jaChat),
  board: () => import('./ja-board').then((m) => m.jaBoard),
  billing: () => import('./ja-billing').then((m) => m.jaBilling),
  adminArea: () => import('./ja-admin').then((m) => m.jaAdmin),
  imports: () => import('./ja-imports').then((m) => m.jaImports),
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
          (strings) => {
            catalogues.ja[name] = strings;
          },
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
