import { OUTBOX_DATABASE } from './outboxName';
import type { Viewer } from './session';

/**
 * What the browser keeps of the signed-in person so that the app opens while the server is away (decision 0258):
 * the person (local storage), the last answers of the server (one IndexedDB database per person, written by the
 * GraphQL cache), and, from decision 0253, the queued posts and unsent drafts. All of it goes when the person
 * signs out, when the server says nobody is signed in, and when another person signs in on this browser.
 */
export const VIEWER_KEY = 'musubi.viewer';
/** The GraphQL cache's database of one person. */
export const ANSWERS_PREFIX = 'musubi-answers-';
export const answersDatabase = (userId: string) => `${ANSWERS_PREFIX}${userId}`;
/** The unsent drafts' keys in local storage (features/chat/draftSync.ts). */
const DRAFT_PREFIX = 'musubi.unsentDraft.';

/** The person last signed in on this browser, or null. */
export function rememberedViewer(): Viewer | null {
  try {
    const kept = JSON.parse(localStorage.getItem(VIEWER_KEY) ?? 'null') as Viewer | null;
    return kept && typeof kept === 'object' && typeof kept.id === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function deleteDatabase(name: string): void {
  try {
    indexedDB.deleteDatabase(name);
  } catch {
    // No IndexedDB in this browser: nothing was kept there.
  }
}

/** Deletes the answers of everyone but `keep` (by the databases the browser lists, and by the person remembered). */
async function deleteAnswers(keep: string | null, known: string | null): Promise<void> {
  const names = new Set<string>();
  if (known) names.add(answersDatabase(known));
  try {
    for (const { name } of await indexedDB.databases()) if (name?.startsWith(ANSWERS_PREFIX)) names.add(name);
  } catch {
    // A browser that cannot list its databases: the one remembered goes.
  }
  if (keep) names.delete(answersDatabase(keep));
  for (const name of names) deleteDatabase(name);
}

/** Deletes everything the browser keeps of whoever was signed in (the cookies and the rest go with signOut). */
export async function forgetViewer(): Promise<void> {
  const known = rememberedViewer()?.id ?? null;
  try {
    localStorage.removeItem(VIEWER_KEY);
    const drafts: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) drafts.push(key);
    }
    for (const key of drafts) localStorage.removeItem(key);
  } catch {
    // Storage refused (a private window): nothing was kept there.
  }
  deleteDatabase(OUTBOX_DATABASE);
  await deleteAnswers(null, known);
}

/** Keeps the person who is signed in; another person signed in before on this browser is forgotten first. */
export async function rememberViewer(viewer: Viewer): Promise<void> {
  const known = rememberedViewer()?.id ?? null;
  if (known !== null && known !== viewer.id) await forgetViewer();
  else if (known === null) await deleteAnswers(viewer.id, null);
  try {
    localStorage.setItem(VIEWER_KEY, JSON.stringify(viewer));
  } catch {
    // Storage full or refused: the app needs the server to open, as before.
  }
}
