import { DEFAULT_LANGUAGE, MESSAGES, setCheckMessages, type Language, type Messages } from '@musubi/shared/client';
import { useSyncExternalStore } from 'react';
import { ja, type Catalogue } from './ja';
import { pseudoLocalise, pseudoLocalised } from './pseudo';

/** Dot paths to every string of the catalogue (`login.title`): t() accepts only these, checked when compiling. */
type PathsOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}` }[keyof T & string];
export type MessageKey = PathsOf<Catalogue>;

/** Values for the `{{name}}` placeholders of a string. */
export type MessageValues = Record<string, string | number>;

export type TFunction = (key: MessageKey, values?: MessageValues) => string;

export type { Language };

interface Strings {
  [key: string]: string | Strings;
}

/**
 * The strings of screens that not every visit shows, in a chunk of their own per language: each load gives its
 * top-level groups of the catalogue.
 */
const FEATURE_CATALOGUES = {
  chat: { ja: () => import('./ja-chat').then((m) => ({ chat: m.jaChat })), en: () => import('./en-chat').then((m) => ({ chat: m.enChat })) },
  board: { ja: () => import('./ja-board').then((m) => ({ board: m.jaBoard })), en: () => import('./en-board').then((m) => ({ board: m.enBoard })) },
  billing: {
    ja: () => import('./ja-billing').then((m) => ({ billing: m.jaBilling })),
    en: () => import('./en-billing').then((m) => ({ billing: m.enBilling })),
  },
  adminArea: {
    ja: () => import('./ja-admin').then((m) => ({ adminArea: m.jaAdmin })),
    en: () => import('./en-admin').then((m) => ({ adminArea: m.enAdmin })),
  },
  imports: {
    ja: () => import('./ja-imports').then((m) => ({ imports: m.jaImports })),
    en: () => import('./en-imports').then((m) => ({ imports: m.enImports })),
  },
  assistant: {
    ja: () => import('./ja-assistant').then((m) => ({ assistant: m.jaAssistant })),
    en: () => import('./en-assistant').then((m) => ({ assistant: m.enAssistant })),
  },
  account: { ja: () => import('./ja-account').then((m) => m.jaAccount), en: () => import('./en-account').then((m) => m.enAccount) },
} satisfies Record<string, Record<Language, () => Promise<Strings>>>;

export type FeatureCatalogue = keyof typeof FEATURE_CATALOGUES;

export const FEATURES = Object.keys(FEATURE_CATALOGUES) as FeatureCatalogue[];

// Japanese comes with the first download; English, chosen by fewer, loads when it is chosen.
// The shared messages (validation, errors said by the page itself) come with the language's core strings.
const CORE_CATALOGUES: Record<Language, () => Promise<Strings>> = {
  ja: () => Promise.resolve(ja),
  en: () =>
    Promise.all([import('./en'), import('@musubi/shared/messages-en')]).then(([strings, shared]) => {
      sharedMessages.en = shared.MESSAGES_EN;
      return strings.en;
    }),
};

const catalogues: Record<Language, Strings> = { ja: { ...ja }, en: {} };
const sharedMessages: Record<Language, Messages> = { ja: MESSAGES, en: MESSAGES };

const MANIFESTS: Record<Language, string> = { ja: '/manifest.webmanifest', en: '/manifest.en.webmanifest' };

/** The language on screen, the one being switched to, and who re-renders when it changes. */
let language: Language = DEFAULT_LANGUAGE;
let wanted: Language = DEFAULT_LANGUAGE;
let switching: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/** The features some screen has asked for so far: a switch of language loads them in the new one first. */
const features = new Set<FeatureCatalogue>();

const loaded = new Map<string, Promise<void>>();

/** Loads one part of a language's catalogue once; a failed load is forgotten, so the next visit tries again. */
function loadPart(lang: Language, part: FeatureCatalogue | 'core'): Promise<void> {
  const key = `${lang}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = part === 'core' ? CORE_CATALOGUES[lang]() : FEATURE_CATALOGUES[part][lang]();
    loading = load.then(
      (strings) => {
        Object.assign(catalogues[lang], strings);
      },
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

async function loadLanguage(lang: Language, names: Iterable<FeatureCatalogue>): Promise<void> {
  await Promise.all([loadPart(lang, 'core'), ...[...names].map((name) => loadPart(lang, name))]);
}

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

function translator(lang: Language): TFunction {
  return (key, values) => {
    const found = lookup(catalogues[lang], key);
    // A missing string shows its key, which a test or a reader notices, rather than another language's text.
    if (found === undefined) return key;
    const text = pseudoLocalised() ? pseudoLocalise(found) : found;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  };
}

const translations: Record<Language, { t: TFunction; language: Language }> = {
  ja: { t: translator('ja'), language: 'ja' },
  en: { t: translator('en'), language: 'en' },
};

/** The language on screen. */
export const currentLanguage = (): Language => language;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the application in a language: the strings of every feature loaded so far are loaded in it first, then
 * `<html lang>` changes and every component that translates renders again, without a reload. A later call wins
 * over one still loading.
 */
export function setLanguage(next: Language): Promise<void> {
  wanted = next;
  switching = loadLanguage(next, features).then(() => {
    if (wanted !== next || language === next) return;
    language = next;
    setCheckMessages(sharedMessages[next]);
    document.documentElement.lang = next;
    // What index.html says of the page, in the new language; a page with a title of its own sets it again as it renders.
    document.title = translations[next].t('app.documentTitle');
    document.querySelector('meta[name="description"]')?.setAttribute('content', translations[next].t('app.documentDescription'));
    // The name an installed app shows: a browser reads the manifest again when it installs or updates it.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[next]);
    for (const listener of listeners) listener();
  });
  return switching;
}

/**
 * The language of the browser, for pages before sign-in: the first of Japanese and English among the browser's
 * preferences (as the server reads Accept-Language), Japanese when it names neither.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  const first = preferred.map((tag) => tag.toLowerCase().split('-')[0]).find((primary) => primary === 'ja' || primary === 'en');
  return first === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/**
 * Keeps the language on screen the signed-in person's (their account's, on every device), or the browser's when
 * nobody is signed in. Call it with the session's state whenever that changes.
 */
export function followViewer(viewer: { language: string } | null | undefined): void {
  if (viewer === undefined) return;
  const next: Language = viewer ? (viewer.language === 'en' ? 'en' : DEFAULT_LANGUAGE) : browserLanguage();
  if (next !== wanted) void setLanguage(next);
}

/** The shared messages (shared/src/messages.ts) in the language on screen, for what the page says itself. */
export const messages = (): Messages => sharedMessages[language];

/** The strings outside React (guards, helpers); components use useTranslation(). */
export const i18n = {
  t: ((key, values) => translations[language].t(key, values)) as TFunction,
  /** Whether a key built at run time (an audit action, say) has a string. */
  exists: (key: string): boolean => lookup(catalogues[language], key) !== undefined,
};

/** The translate function for a component, which renders again when the language changes. */
export function useTranslation(): { t: TFunction; language: Language } {
  return translations[useSyncExternalStore(subscribe, currentLanguage, currentLanguage)];
}

/**
 * Adds the features' strings to the catalogue. Routes await this before they render (see the route table), so
 * no screen shows a key in place of its text; while the language is changing, the new language's strings load too.
 */
export async function loadCatalogues(names: readonly FeatureCatalogue[]): Promise<void> {
  for (const name of names) features.add(name);
  await Promise.all([loadLanguage(language, names), loadLanguage(wanted, names)]);
  // A switch that failed to load leaves the language as it was; the screen still renders in it.
  await switching.catch(() => undefined);
}

/** A lazily loaded module, once the strings it shows have loaded too: for screens outside the route table's. */
export async function withCatalogues<T>(names: readonly FeatureCatalogue[], loading: Promise<T>): Promise<T> {
  const [module] = await Promise.all([loading, loadCatalogues(names)]);
  return module;
}
