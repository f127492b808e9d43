import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useSubscription } from 'urql';
import { onConnectionChange, onSessionEnded } from '../graphql/client';
import { ON_SESSION_END, ON_UPDATE_VIEWER } from '../graphql/documents';
import { useTranslation } from '../i18n';
import { loginUrl } from '../routes/guards/redirects';
import type { RouteHandle } from '../routes/table';
import { useSession } from '../session/context';

/**
 * Keeps the page's socket open (onSessionEnd), shows a banner while it is disconnected, and leaves for the
 * login page, with the page's URL saved, when the server closes it because the session ended (a page open to all
 * stays, signed out). Takes the account as another device changed it (onUpdateViewer): the language follows.
 */
export function SessionEndListener() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const matches = useMatches();
  const openToAll = useRef(false);
  openToAll.current = matches.some((match) => (match.handle as RouteHandle | undefined)?.openToAll);
  const [connected, setConnected] = useState(true);
  useSubscription({ query: ON_SESSION_END });
  const [{ data: changed }] = useSubscription({ query: ON_UPDATE_VIEWER });
  useEffect(() => {
    if (changed) session.update(changed.onUpdateViewer);
  }, [changed, session]);

  useEffect(() => onConnectionChange(setConnected), []);
  useEffect(
    () =>
      onSessionEnded(() => {
        // This page signed out itself: it is on its way already.
        if (!session.getState().viewer) return;
        // This page may have a new session already (it changed the password): then it only starts again.
        void session.reload().then((viewer) => {
          if (viewer) {
            window.location.reload();
            return;
          }
          session.signedOut();
          // A page open to all (the e-mail undo page that just signed everyone out) keeps showing what it did.
          if (!openToAll.current) void navigate(loginUrl(here.current));
        });
      }),
    [session, navigate],
  );

  if (connected) return null;
  return (
    <div role="status" className="connection-lost" data-testid="connection-lost">
      {t('connection.lost')}
    </div>
  );
}
