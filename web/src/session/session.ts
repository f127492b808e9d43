import type { Client } from 'urql';
import { GET_USER_DETAIL } from '../graphql/documents';

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
  private client: Client | null = null;

  attach(client: Client): void {
    this.client = client;
  }

  /** The GraphQL client, for guards that read more than the user (the plan in force). */
  graphqlClient(): Client {
    if (!this.client) throw new Error('Session.attach(client) must run before the first guard');
    return this.client;
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<SessionState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** The signed-in user, loaded once and then kept until reload() or signedOut(). */
  async viewer(): Promise<Viewer | null> {
    if (this.state.viewer !== undefined) return this.state.viewer;
    return this.reload();
  }

  reload(): Promise<Viewer | null> {
    const client = this.client;
    if (!client) throw new Error('Session.attach(client) must run before the first guard');
    this.loading ??= client
      .query(GET_USER_DETAIL, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const viewer = (result.data?.getUserDetail as Viewer | undefined) ?? null;
        // A network failure is not a sign-out: keep what we knew.
        if (result.error?.networkError && this.state.viewer !== undefined) return this.state.viewer;
        this.set({ viewer, expired: false });
        return viewer;
      })
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
