import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../config';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server.test-kit';
import { type LlmProvider, type LlmStreamPart, createLlmProvider } from './llm';
import { LlmError } from './llm-error';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: fake.baseUrl,
  apiKey: 'sk-test',
  model: 'fake-model',
  timeoutMs: 3000,
  ...overrides,
});
const provider = (overrides: Partial<LlmConfig> = {}): LlmProvider => createLlmProvider(config(overrides)) as LlmProvider;
const chat = { system: 'You answer briefly.', messages: [{ role: 'user' as const, content: 'Hi?' }] };

async function collect(stream: AsyncGenerator<LlmStreamPart>): Promise<LlmStreamPart[]> {
  const parts: LlmStreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function failure(stream: AsyncGenerator<LlmStreamPart>): Promise<{ error: LlmError; parts: LlmStreamPart[] }> {
  const parts: LlmStreamPart[] = [];
  try {
    for await (const part of stream) parts.push(part);
  } catch (error) {
    expect(error).toBeInstanceOf(LlmError);
    return { error: error as LlmError, parts };
  }
  throw new Error('the stream ended without an error');
}

describe('the OpenAI-compatible chat provider', () => {
  it('is absent when no provider is configured', () => {
    expect(createLlmProvider(undefined)).toBeUndefined();
  });

  it('streams the text deltas in order, then the usage, and sends the system prompt first with the key and the model', async () => {
    fake.requests.length = 0;
    fake.reply = { kind: 'stream', chunks: ['Com', 'pany ', 'registration [1]'], usage: { prompt_tokens: 321, completion_tokens: 7 } };
    const parts = await collect(provider().streamChat(chat));
    expect(parts).toEqual([
      { type: 'text', text: 'Com' },
      { type: 'text', text: 'pany ' },
      { type: 'text', text: 'registration [1]' },
      { type: 'finish', usage: { inputTokens: 321, outputTokens: 7 } },
    ]);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You answer briefly.' },
        { role: 'user', content: 'Hi?' },
      ],
    });
  });

  it('throws HTTP_STATUS with the status when the provider answers 500, without retrying', async () => {
    fake.requests.length = 0;
    fake.reply = { kind: 'status', status: 500 };
    const { error } = await failure(provider().streamChat(chat));
    expect(error).toMatchObject({ reason: 'HTTP_STATUS', status: 500 });
    expect(fake.requests).toHaveLength(1);
  });

  it('throws TIMEOUT when the provider sends no first token in time', async () => {
    fake.reply = { kind: 'silent' };
    const started = Date.now();
    const { error } = await failure(provider({ timeoutMs: 150 }).streamChat(chat));
    expect(error.reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('throws TIMEOUT when the provider stops sending between two tokens, after what it had sent', async () => {
    fake.reply = { kind: 'stream', chunks: ['First part', ' never finished'], stallAfter: 1 };
    const { error, parts } = await failure(provider({ timeoutMs: 400 }).streamChat(chat));
    expect(error.reason).toBe('TIMEOUT');
    expect(parts).toEqual([{ type: 'text', text: 'First part' }]);
  });

  it('throws UNREACHABLE when nothing listens at the base URL', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const { error } = await failure(provider({ baseUrl: closed.baseUrl }).streamChat(chat));
    expect(error.reason).toBe('UNREACHABLE');
  });

  it('throws BAD_RESPONSE after what was sent when the connection breaks in the middle of the answer', async () => {
    fake.reply = { kind: 'stream', chunks: ['One', ' two', ' three'], dropAfter: 2 };
    const { error, parts } = await failure(provider().streamChat(chat));
    expect(error.reason).toBe('BAD_RESPONSE');
    expect(parts).toEqual([
      { type: 'text', text: 'One' },
      { type: 'text', text: ' two' },
    ]);
  });

  it('throws ABORTED when the caller aborts', async () => {
    fake.reply = { kind: 'silent' };
    const controller = new AbortController();
    const stream = provider({ timeoutMs: 5000 }).streamChat({ ...chat, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const { error } = await failure(stream);
    expect(error.reason).toBe('ABORTED');
  });
});
