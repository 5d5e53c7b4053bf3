import type { AssistantAnswerMode, AssistantCitation, AssistantConversationView, AssistantNotice, AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { streamChat } from '../api/stream-chat';

/** Where one exchange stands: still arriving, complete, cut short by the reader, or refused / failed. */
export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error';

/** One question and its answer as the page shows it. */
export interface ChatTurn {
  /** Stable React key (an exchange id is known only once the stream starts, and visitors never get one). */
  key: string;
  exchangeId: string | null;
  question: string;
  answer: string;
  citations: AssistantCitation[];
  followUps: string[];
  notice: AssistantNotice | null;
  mode: AssistantAnswerMode | null;
  status: TurnStatus;
  error: { code: number; message: string } | null;
}

/** What the page is told as a stream progresses. */
interface ChatCallbacks {
  /** The server opened (or continued) a stored conversation: the page puts its id in the URL. */
  onConversation?: (id: string) => void;
  /** An answer finished: the page refreshes the conversation list (its title and order changed). */
  onAnswered?: () => void;
}

let localKeys = 0;
const newKey = () => `turn-${++localKeys}`;

const emptyTurn = (question: string, exchangeId: string | null = null): ChatTurn => ({
  key: newKey(),
  exchangeId,
  question,
  answer: '',
  citations: [],
  followUps: [],
  notice: null,
  mode: null,
  status: 'streaming',
  error: null,
});

/** A turn changed by one stream event. */
function applyEvent(turn: ChatTurn, event: AssistantStreamEvent): ChatTurn {
  switch (event.type) {
    case 'start':
      return { ...turn, exchangeId: event.exchangeId };
    case 'citations':
      return { ...turn, citations: event.citations };
    case 'delta':
      return { ...turn, answer: turn.answer + event.text };
    case 'reset':
      return { ...turn, answer: '' };
    case 'notice':
      return { ...turn, notice: event.notice };
    case 'done':
      return { ...turn, mode: event.mode, followUps: event.followUps, status: 'done' };
    case 'error':
      return { ...turn, status: 'error', error: { code: event.code, message: event.message } };
  }
}

/**
 * The conversation on /chat: asks questions over the streamed chat call, appending each answer as it arrives;
 * stops (the partial answer stays, marked stopped), retries the latest answer, loads a stored conversation and
 * starts afresh. One answer streams at a time.
 */
export function useChatStream(callbacks: ChatCallbacks = {}) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [remainingToday, setRemainingToday] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const conversationRef = useRef<string | null>(null);
  const latest = useRef(callbacks);
  const turnsRef = useRef(turns);
  // Event handlers read the latest callbacks and turns without being recreated on each render.
  useEffect(() => {
    latest.current = callbacks;
    turnsRef.current = turns;
  });
  const streaming = turns.some((t) => t.status === 'streaming');

  const update = (key: string, change: (turn: ChatTurn) => ChatTurn) => setTurns((all) => all.map((t) => (t.key === key ? change(t) : t)));

  const run = useCallback(async (turn: ChatTurn, replaceExchangeId: string | null) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const onEvent = (event: AssistantStreamEvent) => {
      if (abort.signal.aborted) return;
      if (event.type === 'start') {
        setRemainingToday(event.remainingToday);
        if (event.conversationId && event.conversationId !== conversationRef.current) {
          conversationRef.current = event.conversationId;
          setConversationId(event.conversationId);
          latest.current.onConversation?.(event.conversationId);
        }
      }
      update(turn.key, (t) => applyEvent(t, event));
    };
    const input = {
      question: turn.question,
      ...(conversationRef.current ? { conversationId: conversationRef.current } : {}),
      ...(replaceExchangeId ? { replaceExchangeId } : {}),
    };
    try {
      await streamChat(input, onEvent, abort.signal);
      // A stream that ended without `done` or `error` was cut: keep what came, marked as stopped.
      update(turn.key, (t) => (t.status === 'streaming' ? { ...t, status: 'stopped' } : t));
      if (conversationRef.current) latest.current.onAnswered?.();
    } catch (err) {
      if (abort.signal.aborted) return;
      const error = err instanceof ApiError ? { code: err.code, message: err.message } : { code: 0, message: String(err) };
      update(turn.key, (t) => ({ ...t, status: 'error', error }));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  /** Ask a question at the end of the conversation. */
  const ask = useCallback(
    (question: string) => {
      const turn = emptyTurn(question.trim());
      if (!turn.question) return;
      setTurns((all) => [...all.map((t) => (t.status === 'streaming' ? { ...t, status: 'stopped' as const } : t)), turn]);
      void run(turn, null);
    },
    [run],
  );

  /** Ask the latest question again, its answer replaced (a stored exchange is replaced on the server too). */
  const retry = useCallback(() => {
    const last = turnsRef.current.at(-1);
    if (!last) return;
    const turn = emptyTurn(last.question);
    setTurns((all) => [...all.slice(0, -1), turn]);
    void run(turn, last.exchangeId);
  }, [run]);

  /** Stop the answer being streamed; what arrived stays. */
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setTurns((all) => all.map((t) => (t.status === 'streaming' ? { ...t, status: 'stopped' } : t)));
  }, []);

  /** Show a stored conversation, to be continued. */
  const load = useCallback((view: AssistantConversationView) => {
    controller.current?.abort();
    conversationRef.current = view.id;
    setConversationId(view.id);
    setTurns(
      view.exchanges.map((e) => ({
        key: e.id,
        exchangeId: e.id,
        question: e.question,
        answer: e.answer,
        citations: e.citations,
        followUps: e.followUps,
        notice: e.notice,
        mode: e.mode,
        status: 'done',
        error: null,
      })),
    );
  }, []);

  /** Start a new conversation. */
  const clear = useCallback(() => {
    controller.current?.abort();
    conversationRef.current = null;
    setConversationId(null);
    setTurns([]);
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { turns, conversationId, remainingToday, streaming, ask, retry, stop, load, clear };
}
