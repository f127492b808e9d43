import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSubscription } from 'urql';
import { ON_SESSION_END } from '../graphql/documents';
import { loginUrl } from '../routes/guards/redirects';
import { useSession } from '../session/context';

/** Ends the page's session when the server says every session of the user ended (sign-out elsewhere). */
export function SessionEndListener() {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [result] = useSubscription({ query: ON_SESSION_END });
  useEffect(() => {
    if (!result.data) return;
    session.signedOut();
    navigate(loginUrl(`${location.pathname}${location.search}`));
    // Only a new event matters, not a change of page: location is read when the event arrives.
  }, [result.data]);
  return null;
}
