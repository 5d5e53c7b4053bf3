import type { ModalFuncProps } from 'antd';
import { vi } from 'vitest';
import type { FeedbackApi } from '@/lib/ui/feedback';

/** One request as the fake network saw it. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Answer = Response | Error | ((req: SeenRequest) => Response | Error | Promise<Response | Error>);

/** An envelope answer like the server's. */
export function envelope(code: number, data: unknown = null, message?: string, status = code === 200 ? 200 : 400): Response {
  return new Response(JSON.stringify({ meta: { code, message }, data }), { status, headers: { 'content-type': 'application/json' } });
}

/** Replace fetch with a fake that records requests and answers from a queue (or one answer for all). */
export function fakeFetch(...answers: Answer[]) {
  const seen: SeenRequest[] = [];
  const queue = [...answers];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: SeenRequest = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    seen.push(req);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) throw new Error('fakeFetch: no answer queued');
    const answer = typeof next === 'function' ? await next(req) : next;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal('fetch', fn);
  return { seen, fn };
}

type RouteAnswer = Response | Error | ((req: SeenRequest) => Response | Error | Promise<Response | Error>);

/**
 * A fake API answering by path under /api/v1 ("/member/profile"): a list answers its calls in turn (the last one
 * repeats). Any other path answers 404, so a test notices a call it did not expect.
 */
export function fakeApi(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  const queues = new Map(Object.entries(routes).map(([path, answer]) => [path, Array.isArray(answer) ? [...answer] : [answer]]));
  const net = fakeFetch((req) => {
    const queue = queues.get(req.url.pathname.replace(/^\/api\/v1/, ''));
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) return envelope(404, null, `fakeApi: no answer for ${req.method} ${req.url.pathname}`, 404);
    return typeof next === 'function' ? next(req) : next;
  });
  /** The requests made to one path, with their form fields. */
  const calls = (path: string) =>
    net.seen
      .filter((r) => r.url.pathname === `/api/v1${path}`)
      .map((r) => ({ ...r, fields: new URLSearchParams(r.method === 'GET' ? r.url.search : String(r.body ?? '')) }));
  return { ...net, calls };
}

/** A fake toast/dialog API that counts what the client showed. */
export function fakeFeedback() {
  const toasts: Array<{ type: string; text: unknown; duration: unknown }> = [];
  const dialogs: ModalFuncProps[] = [];
  const toast = (type: string) => (text: unknown, duration?: unknown) => {
    toasts.push({ type, text, duration });
    return Object.assign(() => {}, { then: () => Promise.resolve(true) }) as never;
  };
  const dialog = (props: ModalFuncProps) => {
    dialogs.push(props);
    return { destroy: () => {}, update: () => {} };
  };
  const api: FeedbackApi = {
    message: { error: toast('error'), success: toast('success'), info: toast('info'), warning: toast('warning'), open: toast('open') },
    modal: { info: dialog, confirm: dialog, warning: dialog, error: dialog },
  };
  return { toasts, dialogs, api };
}
