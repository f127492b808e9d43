import { DEFAULT_LANGUAGE, type Language, MESSAGES, MESSAGES_EN } from '@musubi/shared';

/**
 * The language a request is answered in (decision 0326): the signed-in person's own choice, else the browser's
 * first preference between the two Musubi speaks (Accept-Language, by quality), else Japanese.
 */
export function requestLanguage(viewer: { language: Language } | null | undefined, acceptLanguage: string | undefined): Language {
  if (viewer) return viewer.language;
  return preferredLanguage(acceptLanguage);
}

/** The first of ja and en an Accept-Language header prefers; Japanese when it names neither (or is absent). */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && (entry.primary === 'ja' || entry.primary === 'en'))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.primary === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

type Catalogue = Record<string, string | ((...args: never[]) => string)>;

/** A message with arguments, read back from its Japanese text: the arguments to give its English. */
interface Reader {
  pattern: RegExp;
  english: (match: RegExpExecArray) => string;
}

const SENTINEL = (index: number) => `\u0000${index}\u0000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A wait written 約N分 or 約N時間 (messages.ts waitText), as the seconds it stands for. */
const WAIT = '約(\\d+)(分|時間)';
const waitSeconds = (count: string, unit: string) => Number(count) * (unit === '分' ? 60 : 3600);

/**
 * The readers of a catalogue's messages with arguments. Each Japanese text is rendered with markers for its
 * arguments, and the markers become the groups the arguments are read back from. An argument that is not shown as
 * given (a yes/no that adds a sentence, a wait in words) is read by the few rules written out below.
 */
function readersOf(japanese: Catalogue, english: Catalogue): Reader[] {
  const readers: Reader[] = [];
  for (const [key, ja] of Object.entries(japanese)) {
    const en = english[key];
    if (typeof ja !== 'function' || typeof en !== 'function') continue;
    const render = ja as (...args: unknown[]) => string;
    const say = en as (...args: unknown[]) => string;
    const markers = Array.from({ length: render.length }, (_, i) => SENTINEL(i));
    const shown = render(...markers);
    if (markers.every((marker) => shown.includes(marker))) {
      readers.push(readerOf(shown, markers, (values) => say(...values)));
    } else if (render.length === 3) {
      // A plan's limit: (plan, max, upgradable), the last adding a sentence or not.
      for (const upgradable of [true, false]) {
        readers.push(readerOf(render(markers[0], markers[1], upgradable), markers.slice(0, 2), (values) => say(...values, upgradable)));
      }
    } else if (render.length === 1 && render(60).includes('約1分')) {
      const shape = escapeRegExp(render(60)).replace('約1分', WAIT);
      readers.push({ pattern: new RegExp(`^${shape}$`, 's'), english: (m) => say(waitSeconds(m[1]!, m[2]!)) });
    }
  }
  return readers;
}

function readerOf(shown: string, markers: string[], english: (values: string[]) => string): Reader {
  let shape = escapeRegExp(shown);
  for (const marker of markers) shape = shape.replace(escapeRegExp(marker), '(.+?)');
  // The groups come in the order the arguments are shown, which need not be the order they are given in.
  const order = markers.map((marker, index) => ({ index, at: shown.indexOf(marker) })).sort((a, b) => a.at - b.at);
  return {
    pattern: new RegExp(`^${shape}$`, 's'),
    english: (m) => {
      const values: string[] = [];
      order.forEach(({ index }, group) => {
        const value = m[group + 1]!;
        values[index] = TOLD_ARGUMENTS.has(value) ? (exact.get(value) ?? value) : value;
      });
      return english(values);
    },
  };
}

const exact = new Map<string, string>();

/**
 * The language notices are stored in: Japanese, told in the reader's language when read (inLanguage), so a
 * change of language reaches notices written before it.
 */
export const STORED_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Arguments of a stored message that are themselves catalogue text, told too: the name of a person without one. */
const TOLD_ARGUMENTS = new Set<string>([MESSAGES.unnamedUser]);
const readers: Reader[] = [];

/** Adds a catalogue and its English twin (same keys, same arguments) to what errors are translated from. */
export function addCatalogue(japanese: Catalogue, english: Catalogue) {
  for (const [key, ja] of Object.entries(japanese)) {
    const en = english[key];
    if (typeof ja === 'string' && typeof en === 'string' && !exact.has(ja)) exact.set(ja, en);
  }
  readers.push(...readersOf(japanese, english));
}

addCatalogue(MESSAGES, MESSAGES_EN);

/**
 * A message for a person who reads this language: Japanese as it is, word for word; for English, the same
 * message of the English catalogue, with the same arguments. Errors are made in Japanese wherever they are
 * raised; this is the one place they are told in the reader's language, so their codes never change with it.
 */
export function inLanguage(message: string, language: Language): string {
  if (language === 'ja') return message;
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const reader of readers) {
    const match = reader.pattern.exec(message);
    if (match) return reader.english(match);
  }
  return message;
}

/** A message told to whoever sent this request, in their language: for answers made outside GraphQL. */
export const toldTo = (request: { viewer?: { language: Language } | null; headers: { 'accept-language'?: string } }, message: string) =>
  inLanguage(message, requestLanguage(request.viewer, request.headers['accept-language']));
