import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { onePersonOnAServer, signUpByApi, type OnePersonJourney } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const user = { email: `assistant-${Date.now()}@musubi.test`, name: '相談 花子' };
const question = '来週の打ち合わせの議題を考えて';
const firstPiece = '承知しました。';
const rest = ['議題は、', '進捗の確認と', '次の担当決めです。'];

/**
 * An OpenAI-compatible chat-completions endpoint that streams the first piece of its answer at once and the
 * rest only when the test releases it, so the page can be seen mid-answer.
 */
async function startFakeProvider() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (piece) => (raw += piece));
    req.on('end', () => {
      const body = JSON.parse(raw) as { stream: boolean; messages: Array<{ content: string }> };
      asked.push(body.messages.at(-1)?.content ?? '');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (content: string) => res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      send(firstPiece);
      void released.then(() => {
        for (const piece of rest) send(piece);
        res.end('data: [DONE]\n\n');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    asked,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const answerTurn = (page: Page) => page.locator('[data-testid="assistant-turn"][data-role="assistant"]');

describe('asking the AI assistant', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let journey: OnePersonJourney;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    provider = await startFakeProvider();
    journey = await onePersonOnAServer({ AI_BASE_URL: provider.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
    ({ server, page, pageErrors } = journey);
    await signUpByApi(page, server.url, user);
  });

  afterAll(async () => {
    await journey?.close();
    await provider?.close();
  });

  it('streams the answer in, and finds the conversation again after a reload', async () => {
    await page.getByRole('button', { name: 'メニュー' }).last().click();
    await page.getByRole('menuitem', { name: 'AIアシスタント' }).click();
    await page.waitForURL('**/assistant');
    await page.getByRole('heading', { name: 'AIアシスタント' }).waitFor();
    expect(await page.getByTestId('assistant-allowance').textContent()).toContain('本日の利用回数: 0 / 20回');

    await page.getByRole('button', { name: '新しい会話' }).click();
    await page.getByText('質問を入力して、会話をはじめましょう。').waitFor();
    await page.getByLabel('質問').fill(question);
    await page.getByRole('button', { name: '送信する' }).click();

    // Mid-answer: the first piece is shown while the rest has not been written yet.
    const answer = answerTurn(page);
    await answer.getByText(firstPiece, { exact: true }).waitFor();
    expect(await answer.getAttribute('data-status')).toBe('streaming');
    await page.getByRole('button', { name: '停止' }).waitFor();
    await screenshot(page, 'assistant-streaming');

    provider.release();
    const whole = firstPiece + rest.join('');
    await answer.getByText(whole, { exact: true }).waitFor();
    await page.locator('[data-testid="assistant-turn"][data-role="assistant"][data-status="complete"]').waitFor();
    expect(provider.asked).toEqual([question]);
    await page.getByTestId('assistant-allowance').getByText('本日の利用回数: 1 / 20回').waitFor();
    await screenshot(page, 'assistant-answered');

    await page.reload();
    const list = page.getByRole('navigation', { name: '会話一覧' });
    const conversation = list.getByRole('button', { name: question, exact: true });
    await conversation.waitFor();
    await page.goto(`${server.url}/assistant`);
    await conversation.click();
    await page.locator('[data-testid="assistant-turn"][data-role="user"]').getByText(question, { exact: true }).waitFor();
    await answerTurn(page).getByText(whole, { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the not-configured state when the same data is served without a provider', async () => {
    await server.stop();
    const plain = await startServer({ DATA_DIR: server.dataDir, AI_BASE_URL: '' });
    // Cookies belong to the host, not the port: the session carries over to the restarted server.
    await page.goto(`${plain.url}/assistant`);
    await page.getByRole('heading', { name: 'AIアシスタントは設定されていません' }).waitFor();
    expect(await page.getByRole('button', { name: '新しい会話' }).count()).toBe(0);
    await screenshot(page, 'assistant-not-configured');
    expect(pageErrors).toEqual([]);
  });
});
