import type { Client } from 'urql';
import type { ViewerFieldsFragment } from '../graphql/gql/graphql';
import type { LoadedGraphql } from '../graphql/lazy';
import { readViewer } from './readViewer';
import { forgetViewer, rememberedViewer, rememberViewer } from './viewerMemory';

/**
 * The signed-in user as the page keeps it (status: 0 unconfirmed, 1 active, 2 suspended; recurring_id set while
 * the standard plan is paid automatically); pendingEmail, the new address of an e-mail change waiting for its
 * code, is absent from an older answer.
 */
export type Viewer = Omit<ViewerFieldsFragment, 'pendingEmail'> & Partial<Pick<ViewerFieldsFragment, 'pendingEmail'>>;

interface SessionState {
  /** undefined until the first load; null when signed out. */
  viewer: Viewer | null | undefined;
  /** The session ended while a signed-in page was open: the login modal shows. */
  expired: boolean;
  /** The server could not be reached when the page opened: the viewer is the one this browser remembered. */
  remembered?: boolean;
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

  /**
   * `read` asks the server who is signed in; tests pass their own. `memory` keeps the signed-in person in the
   * browser (viewerMemory.ts), so that a page opened while the server is away starts as that person.
   */
  constructor(
    private readonly read: () => Promise<Viewer | null> = readViewer,
    private readonly memory = { remembered: rememberedViewer, remember: rememberViewer, forget: forgetViewer },
  ) {}

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
        async (viewer) => {
          // Whoever the server names is kept (another person kept before is forgotten first); nobody: all goes.
          await (viewer ? this.memory.remember(viewer) : this.memory.forget()).catch(() => undefined);
          this.set({ viewer, expired: false, remembered: false });
          return viewer;
        },
        () => {
          // A failure to ask is not a sign-out: keep what we knew. Knowing nothing yet, start as the person this
          // browser remembers (the server is away), else treat it as signed out.
          if (this.state.viewer !== undefined) return this.state.viewer;
          const remembered = this.memory.remembered();
          this.set({ viewer: remembered, expired: false, remembered: remembered !== null });
          return remembered;
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
    this.set({ viewer: null, expired: false, remembered: false });
  }

  /**
   * The server answers again: the page asks who is signed in. It may have started as the person this browser
   * remembers, and the account may have changed while the page was away (the language, on another device), which
   * onUpdateViewer told only the pages that were connected.
   */
  reconnected(): void {
    if (this.state.viewer !== null) void this.reload();
  }
}
