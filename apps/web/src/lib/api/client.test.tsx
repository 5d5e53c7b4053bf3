import { canonicalParams, bodyHash, computeSignature, DEV_WEBSITE_APP_KEY, SIGNATURE_HEADERS } from '@sme/shared/signature';
import { QueryObserver } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers/AppProviders';
import { changeLocale } from '@/lib/i18n';
import { CLICK_LOGIN_KEY } from '@/lib/session/user-store';
import { setFeedbackApi } from '@/lib/ui/feedback';
import { envelope, fakeFeedback, fakeFetch, type SeenRequest } from '@/test/fake-fetch';
import { createQueryClient } from './query-client';
import { ApiError, apiGet, apiGetBlob, apiPost, apiPostJson, apiUpload } from './index';
import { pageActions } from './session-dialog';

/** Recompute the signature the way the server does, from what actually went over the wire. */
function expectValidSignature(req: SeenRequest, canonical: string) {
  const timestamp = req.headers.get(SIGNATURE_HEADERS.timestamp) ?? '';
  const nonce = req.headers.get(SIGNATURE_HEADERS.nonce) ?? '';
  expect(req.headers.get(SIGNATURE_HEADERS.appId)).toBe('WEBSITE');
  expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(Math.abs(Number(timestamp) - Date.now())).toBeLessThan(10_000);
  const expected = computeSignature(DEV_WEBSITE_APP_KEY, { method: req.method, path: req.url.pathname, canonical, timestamp, nonce });
  expect(req.headers.get(SIGNATURE_HEADERS.signature)).toBe(expected);
}

const paramsOf = (search: URLSearchParams) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of search) (out[k] ??= []).push(v);
  return out;
};

let feedback: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  feedback = fakeFeedback();
  setFeedbackApi(feedback.api);
});
afterEach(async () => {
  await changeLocale('en_US');
});

describe('request signing and client parameters', () => {
  it('signs a GET over its query parameters, including the client parameters', async () => {
    const { seen } = fakeFetch(envelope(200, { ok: true }));
    await expect(apiGet('/catalogue/products', { page: 2, q: 'tea & coffee', tags: ['a', 'b'] })).resolves.toEqual({ ok: true });
    const [req] = seen as [SeenRequest];
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/api/v1/catalogue/products');
    const params = paramsOf(req.url.searchParams);
    expect(params).toMatchObject({ appId: ['WEBSITE'], mcId: ['COM'], page: ['2'], q: ['tea & coffee'], tags: ['a', 'b'] });
    expectValidSignature(req, canonicalParams(params));
  });

  it('signs a form-urlencoded POST over its fields', async () => {
    const { seen } = fakeFetch(envelope(200, 'saved'));
    await expect(apiPost('/connect/submit', { name: 'Chan Tai Man', message: '你好 100%' })).resolves.toBe('saved');
    const [req] = seen as [SeenRequest];
    expect(req.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = paramsOf(new URLSearchParams(String(req.body)));
    expect(fields).toMatchObject({ appId: ['WEBSITE'], mcId: ['COM'], name: ['Chan Tai Man'], message: ['你好 100%'] });
    expectValidSignature(req, canonicalParams(fields));
  });

  it('signs a JSON POST by the SHA-256 of its raw body, with the client parameters inside the body', async () => {
    const { seen } = fakeFetch(envelope(200, 1));
    await apiPostJson('/orders/create', { items: [{ id: 'p1', qty: 2 }] });
    const [req] = seen as [SeenRequest];
    expect(req.headers.get('content-type')).toBe('application/json');
    const raw = String(req.body);
    expect(JSON.parse(raw)).toMatchObject({ appId: 'WEBSITE', mcId: 'COM', items: [{ id: 'p1', qty: 2 }] });
    expectValidSignature(req, bodyHash(raw));
  });

  it('signs a multipart upload over its non-file fields and sends files under fileDatas and cFiles', async () => {
    const { seen } = fakeFetch(envelope(200, { ids: [1, 2] }));
    const a = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    const b = new File(['PNG'], 'chart.png', { type: 'image/png' });
    await apiUpload('/sys/file/upload', { kind: 'passport' }, { fileDatas: [a], cFiles: [b] });
    const [req] = seen as [SeenRequest];
    const form = req.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('fileDatas') as File).name).toBe('passport.pdf');
    expect((form.get('cFiles') as File).name).toBe('chart.png');
    const fields: Record<string, string[]> = {};
    for (const [k, v] of form) if (typeof v === 'string') (fields[k] ??= []).push(v);
    expect(fields).toEqual({ appId: ['WEBSITE'], mcId: ['COM'], kind: ['passport'] });
    expectValidSignature(req, canonicalParams(fields));
  });

  it('adds token and memberId when the session cookies say so, and leaves out mcId on request', async () => {
    document.cookie = 'memberId=M-1001; Path=/';
    document.cookie = 'token=tok_abc; Path=/';
    const { seen } = fakeFetch(envelope(200, null));
    await apiGet('/member/profile', undefined, { omitMcId: true });
    const params = paramsOf((seen[0] as SeenRequest).url.searchParams);
    expect(params).toEqual({ appId: ['WEBSITE'], token: ['tok_abc'], memberId: ['M-1001'] });
    expectValidSignature(seen[0] as SeenRequest, canonicalParams(params));
  });

  it('omits token and memberId for a visitor', async () => {
    const { seen } = fakeFetch(envelope(200, null));
    await apiPost('/feedback/save', { content: 'hi' });
    const fields = paramsOf(new URLSearchParams(String((seen[0] as SeenRequest).body)));
    expect(Object.keys(fields).sort()).toEqual(['appId', 'content', 'mcId']);
  });

  it('sends Accept-Language of the current locale', async () => {
    const { seen } = fakeFetch(envelope(200, null));
    await apiGet('/a');
    await changeLocale('zh_TW');
    await apiGet('/a');
    expect(seen.map((r) => r.headers.get('accept-language'))).toEqual(['en-US', 'zh-TW']);
  });
});

describe('one logical read, one request (a signed GET must never reach the server twice with one nonce)', () => {
  it('asks the browser to bypass its HTTP cache, so a cancelled fetch of the same URL cannot make Chromium resend this one', async () => {
    const { fn } = fakeFetch(envelope(200, null));
    await apiGet('/product/detail/p1');
    await apiPost('/cart/add', { id: 'p1' });
    expect(fn.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-store', 'no-store']);
  });

  it("retries a failed read with the app's query client by signing it again: a new nonce and timestamp, both valid", async () => {
    const { seen } = fakeFetch(new TypeError('Failed to fetch'), envelope(200, { id: 'p1' }));
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['product', 'p1'],
      queryFn: () => apiGet<{ id: string }>('/product/detail/p1'),
      // The app's retry policy decides whether to retry; only the wait before it is shortened here.
      retryDelay: 0,
    });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'pending') return;
        stop();
        resolve();
      });
    });
    await settled;
    expect(observer.getCurrentResult().data).toEqual({ id: 'p1' });
    expect(seen).toHaveLength(2);
    const [first, second] = seen as [SeenRequest, SeenRequest];
    expect(second.url.href).toBe(first.url.href);
    expect(second.headers.get(SIGNATURE_HEADERS.nonce)).not.toBe(first.headers.get(SIGNATURE_HEADERS.nonce));
    const canonical = canonicalParams(paramsOf(first.url.searchParams));
    expectValidSignature(first, canonical);
    expectValidSignature(second, canonical);
    queryClient.clear();
  });
});

describe('answer handling (spec section 8)', () => {
  it('shows exactly one session dialog for two concurrent 401 answers; its button logs out and reloads', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeFetch(envelope(401, null, 'expired', 401));
    const results = await Promise.allSettled([apiGet('/orders/list'), apiGet('/cart/list')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(feedback.dialogs).toHaveLength(1);
    expect(feedback.toasts).toHaveLength(0);
    const dialog = feedback.dialogs[0] as { title: string; content: string; okText: string; onOk: () => void };
    expect(dialog.title).toBe('Information');
    expect(dialog.content).toBe('Your login has expired or you have logged in elsewhere. Please log in again.');
    expect(dialog.okText).toBe('Login');
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
    dialog.onOk();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('memberId=M-1');
    expect(sessionStorage.getItem(CLICK_LOGIN_KEY)).toBe('1');
  });

  it('renders one real blocking antd dialog for concurrent 401s', async () => {
    setFeedbackApi(null);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    fakeFetch(envelope(401, null, 'expired', 401));
    await act(async () => {
      await Promise.allSettled([apiGet('/a'), apiGet('/b'), apiPost('/c')]);
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getAllByText('Information').length).toBeGreaterThan(0);
    expect(dialog.getAllByRole('button').map((b) => b.textContent)).toEqual(['Login']);
  });

  it('rejects silent codes without a toast, including codes the caller registers', async () => {
    fakeFetch(envelope(9003, null, 'email registered'), envelope(404, null, 'nf', 404), envelope(8102, null, 'promo expired'));
    await expect(apiPost('/member/emailRegister', {})).rejects.toMatchObject({ code: 9003, message: 'email registered' });
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 404, status: 404 });
    await expect(apiGet('/promo/check', {}, { silentCodes: [8102] })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toasts).toEqual([]);
  });

  it('skips the session dialog for a 401 its caller registers (a quick-login probe)', async () => {
    fakeFetch(envelope(401, null, 'no session', 401));
    await expect(apiPost('/member/quick-login', {}, { silentCodes: [401] })).rejects.toMatchObject({ code: 401 });
    expect(feedback.dialogs).toHaveLength(0);
    expect(feedback.toasts).toHaveLength(0);
  });

  it('toasts other codes for 5 seconds with meta.message', async () => {
    fakeFetch(envelope(6001, null, 'Insufficient stock.', 409));
    const error = await apiPost('/cart/add', { id: 'p1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 6001, status: 409, message: 'Insufficient stock.' });
    expect(feedback.toasts).toEqual([{ type: 'error', text: 'Insufficient stock.', duration: 5 }]);
  });

  it('falls back to the network-unstable message ending [509] when meta.message is empty', async () => {
    fakeFetch(envelope(7500, null, ''));
    await expect(apiGet('/fav/add')).rejects.toMatchObject({ code: 7500 });
    expect(feedback.toasts[0]?.text).toBe('The network is unstable, please try again later [509]');
    await changeLocale('zh_CN');
    await expect(apiGet('/fav/add')).rejects.toBeInstanceOf(ApiError);
    expect(String(feedback.toasts[1]?.text)).toMatch(/\[509\]$/);
    expect(feedback.toasts[1]?.text).not.toBe(feedback.toasts[0]?.text);
  });

  it('toasts an answer without meta, except for json, code, export and file-stream URLs', async () => {
    const raw = () => new Response(JSON.stringify({ countries: ['HK'] }), { headers: { 'content-type': 'application/json' } });
    fakeFetch(raw);
    await expect(apiGet('/member/profile')).rejects.toMatchObject({ code: 509 });
    expect(feedback.toasts).toHaveLength(1);
    await expect(apiGet('/static/geo/countries.json', { v: '1' })).resolves.toEqual({ countries: ['HK'] });
    await expect(apiGet('/order/shop/export')).resolves.toEqual({ countries: ['HK'] });
    await expect(apiGet('/sys/file/fileStream')).resolves.toEqual({ countries: ['HK'] });
    await expect(apiGet('/sys/code/genValidateCode')).resolves.toEqual({ countries: ['HK'] });
    expect(feedback.toasts).toHaveLength(1);
  });

  it('returns captcha image bytes from /sys/code/getCode', async () => {
    const { seen } = fakeFetch(new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    const blob = await apiGetBlob('/sys/code/getCode', { key: 'k'.repeat(32) });
    expect(blob.size).toBe(4);
    expect((seen[0] as SeenRequest).url.searchParams.get('key')).toBe('k'.repeat(32));
    expect(feedback.toasts).toHaveLength(0);
  });

  it('toasts transport errors with a translated fallback, but not a call its caller cancelled', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await expect(apiGet('/a')).rejects.toMatchObject({ status: 0 });
    expect(feedback.toasts[0]?.text).toBe('Network error. Please check your connection and try again.');

    const controller = new AbortController();
    controller.abort();
    await expect(apiGet('/a', {}, { signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toasts).toHaveLength(1);
  });

  it('maps HTTP errors without an envelope to bad request / bad response', async () => {
    fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }), new Response('nope', { status: 413 }));
    await expect(apiGet('/a')).rejects.toMatchObject({ status: 502 });
    await expect(apiGet('/b')).rejects.toMatchObject({ status: 413 });
    expect(feedback.toasts.map((t) => t.text)).toEqual([
      'The server did not answer properly. Please try again later.',
      'The request could not be processed. Please check and try again.',
    ]);
  });

  /** The load shedder's answer: refused before it ran, come back after `seconds`. */
  const busy = (seconds: string) => {
    const res = envelope(503, null, 'The system is busy. Please try again in a moment.', 503);
    res.headers.set('retry-after', seconds);
    return res;
  };

  it('sends a shed call again, signed afresh, after the wait it asks, without troubling the user', async () => {
    const { seen } = fakeFetch(busy('0'), busy('0'), envelope(200, { status: 'COMPLETED' }));
    await expect(apiPost('/order/confirm', { id: 'o1' })).resolves.toEqual({ status: 'COMPLETED' });
    expect(seen).toHaveLength(3);
    const nonces = new Set(seen.map((req) => req.headers.get(SIGNATURE_HEADERS.nonce)));
    expect(nonces.size).toBe(3);
    for (const req of seen) expectValidSignature(req, canonicalParams(paramsOf(new URLSearchParams(String(req.body)))));
    expect(feedback.toasts).toEqual([]);
  });

  it('says the system is busy after two resends, and never resends a 503 that did not ask to be retried', async () => {
    const shed = fakeFetch(busy('0'));
    await expect(apiPost('/order/confirm', { id: 'o1' })).rejects.toMatchObject({ code: 503, status: 503 });
    expect(shed.seen).toHaveLength(3);
    expect(feedback.toasts.map((t) => t.text)).toEqual(['The system is busy. Please try again in a moment.']);

    // The database went away mid-call: the order may be half done, so it is not sent again.
    const fault = fakeFetch(envelope(503, null, 'Service unavailable', 503));
    await expect(apiPost('/order/create', { id: 'o1' })).rejects.toMatchObject({ code: 503 });
    expect(fault.seen).toHaveLength(1);
  });

  it('stops waiting to resend when its caller cancels', async () => {
    const { seen } = fakeFetch(busy('5'));
    const controller = new AbortController();
    const call = apiGet('/product/detail/p1', {}, { signal: controller.signal });
    await waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
    expect(feedback.toasts).toEqual([]);
  });
});
