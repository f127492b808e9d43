import type { Catalogue } from './ja';

type Partial2<T> = { [K in keyof T]?: T[K] extends string ? string : Partial2<T[K]> };

// English covers the public pages; anything missing falls back to Japanese, the product's language.
export const en: Partial2<Catalogue> = {
  home: {
    title: 'Musubi — chat and tasks in one place',
    lead: 'Musubi brings chat rooms and kanban boards together for professionals and small teams. Turn conversations into tasks on the spot, and share files and contacts in the same place.',
    cta: 'Start for free',
  },
  nav: { login: 'Log in', signup: 'Sign up', signOut: 'Log out' },
};
