import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

describe('the development outbox', () => {
  it('lists stored mail to this machine only', async () => {
    const server = await startTestServer({ env: { SMTP_URL: '' } });
    await server.deps.mail.send({ to: 'taro@musubi.test', subject: '件名', text: '本文' });
    const local = await server.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(local.json().items[0]).toMatchObject({ to: 'taro@musubi.test', subject: '件名' });
    const remote = await server.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production', SMTP_URL: '' } });
    const response = await server.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
  });
});
