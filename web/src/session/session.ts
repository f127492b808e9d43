import type { Client } from 'urql';
import type { LoadedGraphql } from '../graphql/lazy';
import { readViewer } from './readViewer';

export interface Viewer {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  company_name: string | null;
  industry: string | null;
  position: string | null;
  post_code: string | null;
  prefectures: string | null;
  municipality: string | null;
  address: string | null;
  building: string | null;
  phone: string | null;
  phone2: string | null;
  qualifications: string[];
  /** 0 unconfirmed, 1 active, 2 suspended. */
  status: number;
  isFirstLogin: boolean;
  isAdmin: boolean;
  /** The new address of an e-mail change waiting for its code (absent from an older answer). */
  pendingEmail?: string | null;
  /** Set while the user pays for the standard plan automatically. */
  recurring_id: string | null;
  charge_day: number | null;
  createdAt: string;
  updatedAt: string;
}

interface SessionState {
  /** undefined until the first load; null when signed out. */
  viewer: Viewer | null | undefined;
  /** The session ended while a signed-in page was open: the login modal shows. */
  expired: boolean;
}

/**
 * Who is signed in, shared by the guards (which run before rendering) and the components (through
 * useSession). The cookie itself is httpOnly, so getUserDetail is the only way to know.
 */
export class Session {
  private state: SessionState = { viewer: undefined, expired: false };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<Viewer | null> | null = null;
  private loadGraphql: (() => Promise<LoadedGraphql>) | null = null;
  private graphqlLoaded: LoadedGraphql | null = null;

  /** `read` asks the server who is signed in; tests pass their own. */
  constructor(private readonly read: () => Promise<Viewer | null> = readViewer) {}

  /** How to load the GraphQL client (graphql/lazy.tsx); set once when the page starts. */
  attach(loadGraphql: () => Promise<LoadedGraphql>): void {
    this.loadGraphql = loadGraphql;
  }

  /** The GraphQL client and its Provider, loading their chunk the first time they are asked for. */
  async graphql(): Promise<LoadedGraphql> {
    if (!this.loadGraphql) throw new Error('Session.attach() must run before the client is asked for');
    const loaded = await this.loadGraphql();
    if (this.graphqlLoaded !== loaded) {
      this.graphqlLoaded = loaded;
      this.notify();
    }
    return loaded;
  }

  /** The GraphQL client once it has loaded, else null: what GraphqlScope renders with. */
  loadedGraphql = (): LoadedGraphql | null => this.graphqlLoaded;

  /** The GraphQL client, for guards that read more than the user (the plan in force) and for forms. */
  async graphqlClient(): Promise<Client> {
    return (await this.graphql()).client;
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private set(next: Partial<SessionState>): void {
    this.state = { ...this.state, ...next };
    this.notify();
  }

  /** The signed-in user, loaded once and then kept until reload() or signedOut(). */
  async viewer(): Promise<Viewer | null> {
    if (this.state.viewer !== undefined) return this.state.viewer;
    return this.reload();
  }

  reload(): Promise<Viewer | null> {
    this.loading ??= this.read()
      .then(
        (viewer) => {
          this.set({ viewer, expired: false });
          return viewer;
        },
        () => {
          // A failure to ask is not a sign-out: keep what we knew. Knowing nothing yet, treat it as signed out.
          if (this.state.viewer !== undefined) return this.state.viewer;
          this.set({ viewer: null, expired: false });
          return null;
        },
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Replaces the user after an update that returned it (profile, e-mail). */
  update(viewer: Viewer): void {
    this.set({ viewer });
  }

  /** The server refused the cookie while we thought we were signed in. */
  markExpired(): void {
    if (this.state.viewer) this.set({ expired: true });
  }

  signedOut(): void {
    this.set({ viewer: null, expired: false });
  }
}
