import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session } from './session';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

export function useSession() {
  const session = useSessionStore();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return { ...state, session };
}
