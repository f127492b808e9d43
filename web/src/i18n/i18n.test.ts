import { checks, MESSAGES } from '@musubi/shared/client';
import { act, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, currentLanguage, i18n, messages, setLanguage, useTranslation } from '.';
import { en } from './en';
import { enAccount } from './en-account';
import { enAdmin } from './en-admin';
import { enAssistant } from './en-assistant';
import { enBilling } from './en-billing';
import { enBoard } from './en-board';
import { enChat } from './en-chat';
import { ja } from './ja';
import { jaAccount } from './ja-account';
import { jaAdmin } from './ja-admin';
import { jaAssistant } from './ja-assistant';
import { jaBilling } from './ja-billing';
import { jaBoard } from './ja-board';
import { jaChat } from './ja-chat';
import { pseudoLocalise } from './pseudo';

interface Strings {
  [key: string]: string | Strings;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Every way two catalogues differ: a key only one has, a string where the other nests, other placeholders. */
function differences(reference: Strings, other: Strings, path = ''): string[] {
  const found: string[] = [];
  for (const key of new Set([...Object.keys(reference), ...Object.keys(other)])) {
    const at = `${path}${key}`;
    const [a, b] = [reference[key], other[key]];
    if (a === undefined || b === undefined) found.push(`${at}: missing in ${a === undefined ? 'Japanese' : 'English'}`);
    else if (typeof a === 'string' && typeof b === 'string') {
      if (placeholders(a).join() !== placeholders(b).join()) found.push(`${at}: placeholders ${placeholders(a).join()} ≠ ${placeholders(b).join()}`);
      if (b.trim() === '' && a.trim() !== '') found.push(`${at}: empty in English`);
    } else if (typeof a === 'object' && typeof b === 'object') found.push(...differences(a, b, `${at}.`));
    else found.push(`${at}: a string in one, a group in the other`);
  }
  return found;
}

const PAIRS: Array<[string, Strings, Strings]> = [
  ['ja.ts / en.ts', ja, en],
  ['ja-chat.ts / en-chat.ts', jaChat, enChat],
  ['ja-board.ts / en-board.ts', jaBoard, enBoard],
  ['ja-billing.ts / en-billing.ts', jaBilling, enBilling],
  ['ja-admin.ts / en-admin.ts', jaAdmin, enAdmin],
  ['ja-assistant.ts / en-assistant.ts', jaAssistant, enAssistant],
  ['ja-account.ts / en-account.ts', jaAccount, enAccount],
];

afterEach(async () => {
  await setLanguage('ja');
});

describe('the English catalogue', () => {
  it.each(PAIRS)('%s have the same keys and the same placeholders', (_name, japanese, english) => {
    expect(differences(japanese, english)).toEqual([]);
  });

  it('is told apart when a key is missing or a placeholder differs', () => {
    const broken = structuredClone(enChat) as unknown as Strings;
    delete (broken.sidebar as Strings).unread;
    (broken.manage as Strings).added = 'Added people';
    expect(differences(jaChat, broken)).toEqual(['sidebar.unread: missing in English', 'manage.added: placeholders count ≠ ']);
  });
});

describe('the translation layer', () => {
  it('reads nested keys and fills the placeholders', () => {
    expect(i18n.t('login.title')).toBe('ログイン');
    expect(i18n.t('adminArea.account.suspendLead', { name: '山田花子' })).toBe(
      '山田花子 さんはすべての端末からログアウトされ、再開するまでログインできなくなります。',
    );
  });

  it('finds a key whose last part holds a dot, as the audit actions do', () => {
    expect(i18n.exists('adminArea.audit.actions.user.status')).toBe(true);
    expect(i18n.t('adminArea.audit.actions.user.status')).toBe('アカウント状態の変更');
    expect(i18n.exists('adminArea.audit.actions.user.unknown')).toBe(false);
  });

  it('shows the key of a missing string and leaves an unknown placeholder as it is', () => {
    expect(i18n.t('login.nothing' as 'login.title')).toBe('login.nothing');
    expect(i18n.t('adminArea.account.suspendLead', {})).toContain('{{name}}');
  });

  it('switches every string, the loaded features included, <html lang> and the manifest without a reload', async () => {
    const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' });
    document.head.append(manifest);
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('chat.composer.send')).toBe('送信');
    await act(() => setLanguage('en'));
    expect(result.current.language).toBe('en');
    expect(result.current.t('chat.composer.send')).toBe('Send');
    expect(result.current.t('nav.signOut')).toBe('Log out');
    expect(document.documentElement.lang).toBe('en');
    expect(messages().required).toBe('This field cannot be left blank.');
    expect(manifest.getAttribute('href')).toBe('/manifest.en.webmanifest');
    expect(checks.required()('')).toBe('This field cannot be left blank.');
    expect(i18n.t('board.card.due', { date: 'Nov 29, 2026' })).toBe('Due Nov 29, 2026');
    await act(() => setLanguage('ja'));
    expect(result.current.t('chat.composer.send')).toBe('送信');
    expect(document.documentElement.lang).toBe('ja');
    expect(checks.required()('')).toBe(MESSAGES.required);
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest');
    manifest.remove();
  });

  it('turns what index.html says of the page (its title and description) to the language, its Japanese word for word', async () => {
    const page = new DOMParser().parseFromString(readFileSync(join(__dirname, '../../index.html'), 'utf8'), 'text/html');
    const described = () => page.querySelector('meta[name="description"]')!.getAttribute('content');
    expect(page.title).toBe(ja.app.documentTitle);
    expect(described()).toBe(ja.app.documentDescription);
    const description = Object.assign(document.createElement('meta'), { name: 'description', content: described() });
    document.head.append(description);
    await setLanguage('en');
    expect(document.title).toBe('Musubi');
    expect(description.content).toBe(en.app.documentDescription);
    await setLanguage('ja');
    expect(document.title).toBe(page.title);
    expect(description.content).toBe(described());
    description.remove();
  });

  it('keeps the language asked for last when two switches overlap', async () => {
    const first = setLanguage('en');
    const second = setLanguage('ja');
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe('ja');
  });
});

describe('the browser language before sign-in', () => {
  it('is the first of English and Japanese the browser prefers, and Japanese when it names neither', () => {
    expect(browserLanguage(['en-GB', 'ja'])).toBe('en');
    expect(browserLanguage(['EN'])).toBe('en');
    expect(browserLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(browserLanguage(['fr-FR', 'en'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('ja');
    expect(browserLanguage([])).toBe('ja');
  });
});

describe('pseudo-localisation', () => {
  it('makes a string longer and keeps its placeholders', () => {
    const text = 'Replying to {{name}}';
    const pseudo = pseudoLocalise(text);
    expect(pseudo.length).toBeGreaterThan(text.length * 1.4);
    expect(pseudo).toContain('{{name}}');
    expect(pseudo).not.toContain('Replying');
    expect(pseudo.startsWith('[') && pseudo.endsWith(']')).toBe(true);
  });
});
