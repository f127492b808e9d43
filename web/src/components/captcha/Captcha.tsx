import { Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CAPTCHA_CHALLENGE } from '../../graphql/documents';
import { useSessionStore } from '../../session/context';
import { encodePayload, type Challenge } from './solve';

type Status = 'solving' | 'done' | 'failed';

function solveInWorker(challenge: Challenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.postMessage(challenge);
  });
}

/**
 * The ALTCHA proof of work: fetches a challenge, solves it in a worker and hands the payload to the form.
 * Changing `generation` starts over (a payload is accepted once, so a refused submit needs a new one).
 */
export function Captcha({ onSolved, generation = 0 }: { onSolved(payload: string | null): void; generation?: number }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const [status, setStatus] = useState<Status>('solving');
  // The caller's latest onSolved, without restarting the work when its identity changes.
  const reportSolved = useEffectEvent((payload: string | null) => onSolved(payload));

  useEffect(() => {
    let cancelled = false;
    setStatus('solving');
    reportSolved(null);
    void (async () => {
      const client = await session.graphqlClient().catch(() => null);
      const result = await client?.query(CAPTCHA_CHALLENGE, {}, { requestPolicy: 'network-only' }).toPromise();
      const challenge = result?.data?.captchaChallenge as Challenge | undefined;
      const number = challenge ? await solveInWorker(challenge).catch(() => null) : null;
      if (cancelled) return;
      if (challenge && number !== null) {
        reportSolved(encodePayload(challenge, number));
        setStatus('done');
      } else {
        setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [session, generation]);

  return (
    <Group gap="xs" role="status" aria-live="polite" data-captcha={status}>
      {status === 'solving' && <Loader size="xs" />}
      {status === 'done' && (
        <ThemeIcon size="sm" color="teal" variant="light">
          <IconShieldCheck size={14} />
        </ThemeIcon>
      )}
      {status === 'failed' && (
        <ThemeIcon size="sm" color="red" variant="light">
          <IconAlertTriangle size={14} />
        </ThemeIcon>
      )}
      <Text size="sm" c="dimmed">
        {t(`captcha.${status}`)}
      </Text>
    </Group>
  );
}
