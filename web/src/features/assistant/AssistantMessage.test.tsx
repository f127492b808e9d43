import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AssistantMessage } from './AssistantMessage';
import { ConversationView } from './ConversationView';
import { applyChunk, withLive, type Chunk, type Turn } from './stream';

const turn = (values: Partial<Turn>): Turn => ({
  id: 'a1',
  conversationId: 'c1',
  role: 'assistant',
  content: '',
  status: 'complete',
  error: null,
  context_room_id: null,
  context_board_id: null,
  createdAt: '2026-05-10T00:00:00.000Z',
  ...values,
});
const chunk = (values: Partial<Chunk>): Chunk => ({ conversationId: 'c1', messageId: 'a1', delta: '', done: false, status: 'streaming', content: null, error: null, ...values });

describe('applyChunk and withLive', () => {
  it('grows an answer piece by piece and ends with the stored whole', () => {
    let live = applyChunk({}, chunk({ delta: 'こんにちは' }));
    live = applyChunk(live, chunk({ delta: '、結び' }));
    expect(withLive(turn({ status: 'streaming' }), live).content).toBe('こんにちは、結び');
    live = applyChunk(live, chunk({ done: true, status: 'failed', content: 'こんにちは、結び', error: '応答がありません。' }));
    expect(withLive(turn({ status: 'streaming' }), live)).toMatchObject({ status: 'failed', error: '応答がありません。' });
  });

  it('lets a stored finished turn win over pieces still marked streaming', () => {
    const live = applyChunk({}, chunk({ delta: 'こん' }));
    expect(withLive(turn({ status: 'complete', content: 'こんにちは' }), live).content).toBe('こんにちは');
  });
});

describe('AssistantMessage', () => {
  it('offers stop while the answer streams, and no retry', async () => {
    const onStop = vi.fn();
    renderWithProviders(<AssistantMessage turn={turn({ status: 'streaming', content: 'こんにちは' })} onStop={onStop} onRetry={vi.fn()} />, {} as Client);
    expect(screen.getByTestId('assistant-turn-content').textContent).toBe('こんにちは');
    expect(screen.queryByRole('button', { name: 'もう一度回答させる' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
  });

  it('shows a failed answer with its Japanese reason and a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<AssistantMessage turn={turn({ status: 'failed', content: 'こん', error: 'AIの応答が時間内に終わりませんでした。' })} onRetry={onRetry} />, {} as Client);
    expect(screen.getByRole('alert').textContent).toContain('AIの応答が時間内に終わりませんでした。');
    expect(screen.getByText('こん')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'もう一度回答させる' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps what arrived of a stopped answer and says it was stopped', () => {
    renderWithProviders(<AssistantMessage turn={turn({ status: 'stopped', content: 'こんにちは' })} onRetry={vi.fn()} />, {} as Client);
    expect(screen.getByText('回答を停止しました。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'もう一度回答させる' })).toBeTruthy();
  });
});

describe('ConversationView', () => {
  it('shows the answer growing with each streamed piece, then reads the stored turn', async () => {
    const question = turn({ id: 'q1', role: 'user', content: '自己紹介して' });
    let stored: Turn[] = [question, turn({ status: 'streaming' })];
    let emit: (data: unknown) => void = () => undefined;
    const queries: string[] = [];
    const client = {
      query: (document: { definitions: Array<{ name?: { value: string } }> }) => {
        queries.push(document.definitions[0]?.name?.value ?? '');
        return { toPromise: async () => ({ data: { getConversation: { id: 'c1', title: '自己紹介', messages: stored } } }) };
      },
      subscription: () => ({
        subscribe(sink: (result: { data?: unknown }) => void) {
          emit = (data) => sink({ data });
          return { unsubscribe: () => undefined };
        },
      }),
      mutation: () => ({ toPromise: async () => ({ data: {} }) }),
    } as unknown as Client;
    const onChanged = vi.fn();
    renderWithProviders(<ConversationView conversationId="c1" onChanged={onChanged} />, client);
    await screen.findByText('自己紹介して');
    expect(screen.getByText('回答を作成しています…')).toBeTruthy();

    const answer = () => screen.getAllByTestId('assistant-turn').find((node) => node.dataset.role === 'assistant')!;
    act(() => emit({ onAssistantMessage: chunk({ delta: 'こんにちは' }) }));
    expect(answer().textContent).toContain('こんにちは');
    act(() => emit({ onAssistantMessage: chunk({ delta: '、結びのアシスタントです。' }) }));
    expect(answer().textContent).toContain('こんにちは、結びのアシスタントです。');
    expect(screen.getByRole('button', { name: '停止' })).toBeTruthy();

    stored = [question, turn({ status: 'complete', content: 'こんにちは、結びのアシスタントです。' })];
    act(() => emit({ onAssistantMessage: chunk({ done: true, status: 'complete', content: 'こんにちは、結びのアシスタントです。' }) }));
    await waitFor(() => expect(answer().dataset.status).toBe('complete'));
    expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
    expect(queries.filter((name) => name === 'AssistantConversation')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalled();
  });
});
