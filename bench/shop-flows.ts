/**
 * The shop's load scenarios for bench/run.ts: add to cart, order preview and "add to cart, then place the order",
 * each connection acting as one signed-in shopper (seeded by seed-shoppers.ts) and every request signed with its
 * own nonce as the web client does.
 */
import type { Request } from 'autocannon';
import { bodyHash, signatureHeaders } from '../packages/shared/src/signature';
import { BENCH_APP_KEY } from './app-key';

export interface Shoppers {
  tokens: string[];
  productIds: string[];
}

type Context = Record<string, unknown>;

/** Headers of a signed JSON POST (or GET without parameters) by a signed-in shopper. */
export function shopperHeaders(token: string, method: 'GET' | 'POST', path: string, body?: string): Record<string, string> {
  const canonical = body === undefined ? '' : bodyHash(body);
  return {
    ...signatureHeaders('WEBSITE', BENCH_APP_KEY, { method, path, canonical }),
    cookie: `token=${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

async function call<T>(origin: string, token: string, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const res = await fetch(`${origin}${path}`, { method, headers: shopperHeaders(token, method, path, body), body });
  const json = (await res.json()) as { meta: { code: number; message: string }; data: T };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${json.meta.code} ${json.meta.message}`);
  return json.data;
}

/** What each shopper needs before the timed runs: an address and one cart line to preview. */
export interface PreparedShopper {
  token: string;
  addressId: string;
  cartLineId: string;
}

export async function prepareShoppers(origin: string, shoppers: Shoppers): Promise<PreparedShopper[]> {
  const prepared: PreparedShopper[] = [];
  for (const [i, token] of shoppers.tokens.entries()) {
    const address = await call<{ id: string }>(origin, token, 'POST', '/api/v1/address/add', {
      name: `Bench Shopper ${i}`,
      regionCode: 'HK',
      phone: '91234567',
      email: `bench${i}@example.com`,
      area: 'HONG_KONG',
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: '1 Queen’s Road East',
      isDefault: true,
    });
    const line = await call<{ id: string }>(origin, token, 'POST', '/api/v1/cart/add', {
      productId: shoppers.productIds[i % shoppers.productIds.length],
      quantity: 1,
    });
    prepared.push({ token, addressId: address.id, cartLineId: line.id });
  }
  return prepared;
}

/**
 * The shopper of a request. autocannon resets a connection's context at every loop of its request sequence, so a
 * connection cannot keep one shopper; single-request scenarios simply rotate through them.
 */
function nextShopper(shoppers: readonly PreparedShopper[], counter: { next: number }): PreparedShopper {
  return shoppers[counter.next++ % shoppers.length] as PreparedShopper;
}

function post(req: Request, path: string, token: string, payload: unknown): Request {
  const body = JSON.stringify(payload);
  return { ...req, method: 'POST', path, body, headers: { ...req.headers, ...shopperHeaders(token, 'POST', path, body) } };
}

export function addToCartRequests(shoppers: readonly PreparedShopper[], productIds: readonly string[]): Request[] {
  const counter = { next: 0 };
  let n = 0;
  return [
    {
      setupRequest: (req) =>
        post(req, '/api/v1/cart/add', nextShopper(shoppers, counter).token, { productId: productIds[n++ % productIds.length], quantity: 1 }),
    },
  ];
}

const buyer = { buyerName: 'Bench Shopper', regionCode: 'HK', buyerPhone: '91234567', buyerEmail: 'bench@example.com' };

export function previewRequests(shoppers: readonly PreparedShopper[]): Request[] {
  const counter = { next: 0 };
  return [
    {
      setupRequest: (req) => {
        const s = nextShopper(shoppers, counter);
        return post(req, '/api/v1/order/preview', s.token, { cartItemIds: s.cartLineId, deliveryType: 'HOME_DELIVERY', addressId: s.addressId });
      },
    },
  ];
}

/**
 * Two requests per iteration: add a product to the cart, then order that cart line (a new idempotency key each
 * time). A shopper is borrowed for the whole iteration from a pool, so no two connections order from one cart at
 * once (their orders would take each other's lines); BENCH_SHOPPERS must be at least the connection count. When the
 * add fails, the order is not sent.
 */
export function addThenOrderRequests(shoppers: readonly PreparedShopper[], productIds: readonly string[]): Request[] {
  const free = [...shoppers];
  let n = 0;
  let key = 0;
  return [
    {
      setupRequest: (req, ctx) => {
        const context = ctx as Context;
        const shopper = free.shift();
        if (!shopper) throw new Error('more connections than bench shoppers: raise BENCH_SHOPPERS');
        context.shopper = shopper;
        return post(req, '/api/v1/cart/add', shopper.token, { productId: productIds[n++ % productIds.length], quantity: 1 });
      },
      onResponse: (status, body, ctx) => {
        if (status === 200) (ctx as Context).lineId = (JSON.parse(body) as { data?: { id?: string } }).data?.id;
      },
    },
    {
      setupRequest: (req, ctx) => {
        const context = ctx as Context;
        const s = context.shopper as PreparedShopper;
        // The add was refused (a 503 shedding load, counted by the run): no line to order, so the shopper goes back to
        // the pool and autocannon, given no request, starts the sequence again.
        if (context.lineId === undefined) {
          free.push(s);
          return null as unknown as Request;
        }
        return post(req, '/api/v1/order/create', s.token, {
          cartItemIds: String(context.lineId),
          deliveryType: 'HOME_DELIVERY',
          addressId: s.addressId,
          ...buyer,
          idempotencyKey: `bench-${process.pid}-${++key}`,
        });
      },
      onResponse: (_status, _body, ctx) => {
        free.push((ctx as Context).shopper as PreparedShopper);
      },
    },
  ];
}
