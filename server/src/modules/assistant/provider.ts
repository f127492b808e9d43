import type { CatalogueOf } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';

/** The chat-completions wire format shared by OpenAI, Ollama, vLLM and others. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  messages: ChatTurn[];
  signal: AbortSignal;
  onDelta(delta: string): void;
}

/** A provider problem, already worded for the user. */
export class ProviderError extends Error {}

export const PROVIDER_MESSAGES = {
  timeout: 'AIアシスタントの応答が時間内に届きませんでした。もう一度お試しください。',
  unreachable: 'AIアシスタントに接続できませんでした。時間をおいてもう一度お試しください。',
  rejected: (status: number) => `AIアシスタントがエラーを返しました（${status}）。時間をおいてもう一度お試しください。`,
  interrupted: 'AIアシスタントの応答が途中で途切れました。もう一度お試しください。',
} as const;

/** The same messages in English (decision 0326). */
const PROVIDER_MESSAGES_EN: CatalogueOf<typeof PROVIDER_MESSAGES> = {
  timeout: 'The AI assistant did not answer in time. Please try again.',
  unreachable: 'The AI assistant could not be reached. Please wait a while and try again.',
  rejected: (status) => `The AI assistant returned an error (${status}). Please wait a while and try again.`,
  interrupted: 'The AI assistant’s answer was cut off. Please try again.',
};
addCatalogue(PROVIDER_MESSAGES, PROVIDER_MESSAGES_EN);

/**
 * Streams one answer: POST {baseUrl}/chat/completions with stream: true, then reads the server-sent events,
 * handing each piece of text to onDelta. Resolves with the whole text when the stream ends with [DONE].
 */
export async function streamCompletion(options: CompletionOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, messages: options.messages, stream: true }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ProviderError(PROVIDER_MESSAGES.unreachable);
  }
  if (!response.ok || !response.body) throw new ProviderError(PROVIDER_MESSAGES.rejected(response.status));

  let text = '';
  let buffer = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return text;
        const delta = parseDelta(data);
        if (delta) {
          text += delta;
          options.onDelta(delta);
        }
      }
    }
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ProviderError(PROVIDER_MESSAGES.interrupted);
  }
  // Some servers end the stream without [DONE]; an answer that arrived is still an answer.
  if (text.length > 0) return text;
  throw new ProviderError(PROVIDER_MESSAGES.interrupted);
}

function parseDelta(data: string): string {
  try {
    const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }>; error?: unknown };
    if (event.error) throw new ProviderError(PROVIDER_MESSAGES.interrupted);
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    return '';
  }
}
