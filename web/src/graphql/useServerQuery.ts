import { useCallback, useEffect, useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import { readError } from './errors';

export interface ServerQuery<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * Reads a query from the server (never the cache) when the screen opens and whenever the variables change or
 * reload() is called; the previous data stays shown while the next answer loads. For screens whose data must be
 * current when shown: payments, administration, the assistant.
 */
export function useServerQuery<T, Variables extends AnyVariables>(
  document: TypedDocumentNode<T, Variables>,
  variables: Variables,
  pause = false,
): ServerQuery<T> {
  const client = useClient();
  const [state, setState] = useState<Omit<ServerQuery<T>, 'reload'>>({ data: null, error: null, loading: !pause });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
    if (pause) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    void client
      .query(document, JSON.parse(key) as Variables, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error) setState({ data: null, error: readError(result.error).message, loading: false });
        else setState({ data: result.data ?? null, error: null, loading: false });
      });
    return () => {
      current = false;
    };
  }, [client, document, key, round, pause]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
