import type { AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import ChatPage from './ChatPage';

const userEvent = userEventLib.setup({ delay: null });

// Bubble.List watches its end with an IntersectionObserver (to keep scrolled to the bottom), which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

const suggestions = envelope(200, {
  topics: [{ topic: 'COMPANY_REGISTRATION', questions: [{ id: 's1', question: 'What do I need to register a company?' }] }],
});

/** A streamed chat answer whose events the test sends when it chooses. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    /** Send events; `split` cuts the wire text in two chunks, as a network may. */
    send(...events: AssistantStreamEvent[]) {
      const text = events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
      const cut = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, cut)));
      controller.enqueue(encoder.encode(text.slice(cut)));
    },
    close: () => controller.close(),
  };
}

const start: AssistantStreamEvent = { type: 'start', conversationId: null, exchangeId: null, title: null, locale: 'en_US', remainingToday: 2 };
const citation = { n: 1, source: 'CONTENT' as const, title: 'Registering a Hong Kong company', url: '/contentD?id=42', snippet: 'You need…' };

const bodyOf = (init: unknown) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>;

describe('ChatPage', { timeout: 60_000 }, () => {
  it('streams the answer into a bubble as deltas arrive, then shows its sources and follow-up questions', async () => {
    const first = openStream();
    const second = openStream();
    const api = fakeApi({ '/assistant/suggestions': suggestions, '/assistant/chat': [() => first.response, () => second.response] });
    const { router } = renderPage('/chat', <ChatPage />, `/chat?q=${encodeURIComponent('What documents do I need?')}`);

    expect(await screen.findByText('What documents do I need?')).toBeTruthy();
    first.send(start, { type: 'citations', citations: [citation] }, { type: 'delta', text: 'Bring your **passport**' });
    expect(await screen.findByText('passport')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    first.send({ type: 'delta', text: ' and a proof of address [1].' }, { type: 'done', mode: 'EXCERPTS', followUps: ['How long does it take?'], usage: null });
    first.close();

    expect(await screen.findByText('Excerpts from our pages')).toBeTruthy();
    const sources = screen.getByRole('navigation', { name: 'Sources' });
    expect(
      within(sources)
        .getByRole('link', { name: /Registering a Hong Kong company/ })
        .getAttribute('href'),
    ).toBe('/contentD?id=42');
    expect(screen.getByRole('link', { name: '[1] Registering a Hong Kong company' }).getAttribute('href')).toBe('/contentD?id=42');
    expect(screen.getByText(/and a proof of address/)).toBeTruthy();
    expect(screen.getByText(/2 questions left today/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(bodyOf(api.fn.mock.calls[1]![1])).toMatchObject({ question: 'What documents do I need?' });

    await userEvent.click(within(screen.getByRole('group', { name: 'Related questions' })).getByRole('button', { name: 'How long does it take?' }));
    expect(await screen.findByText('How long does it take?', { selector: '.ant-bubble-content' })).toBeTruthy();
    const chatCalls = api.fn.mock.calls.filter(([url]) => String(url).endsWith('/assistant/chat'));
    expect(chatCalls).toHaveLength(2);
    expect(bodyOf(chatCalls[1]![1])).toMatchObject({ question: 'How long does it take?' });
    second.close();
  });

  it('stops an answer: the request is aborted and the partial answer stays, marked stopped', async () => {
    const stream = openStream();
    const api = fakeApi({ '/assistant/suggestions': suggestions, '/assistant/chat': () => stream.response });
    renderPage('/chat', <ChatPage />, '/chat?q=Tell%20me%20about%20loans');

    await screen.findByText('Tell me about loans');
    stream.send(start, { type: 'citations', citations: [] }, { type: 'delta', text: 'Business loans run from' });
    await screen.findByText('Business loans run from');

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByText('Stopped')).toBeTruthy();
    const chatCall = api.fn.mock.calls.find(([url]) => String(url).endsWith('/assistant/chat'));
    expect((chatCall![1] as RequestInit).signal?.aborted).toBe(true);
    stream.send({ type: 'delta', text: ' ignored after stop' });
    expect(screen.getByText('Business loans run from')).toBeTruthy();
    expect(screen.queryByText(/ignored after stop/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows the daily-limit refusal in the conversation, with a sign-in link for visitors', async () => {
    fakeApi({
      '/assistant/suggestions': suggestions,
      '/assistant/chat': envelope(3101, null, 'You have asked the 5 questions allowed today.', 429),
    });
    renderPage('/chat', <ChatPage />);

    await userEvent.click(await screen.findByRole('textbox'));
    await userEvent.paste('Can I open a bank account?');
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('You have asked the 5 questions allowed today.')).toBeTruthy();
    expect(screen.getByText('Can I open a bank account?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to ask more questions' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveProperty('value', ''));
  });
});
