import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The client parameters of spec section 7, read once per request; routes use request.client only. */
export interface ClientParams {
  platform: string;
  appId: string;
  memberFrom: string;
  mcId: string;
  /** Session token sent as a parameter by non-browser clients (the session plugin also reads the cookie). */
  token: string | undefined;
  memberId: string | undefined;
}

const MAX_PARAM_LENGTH = 512;

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed && trimmed.length <= MAX_PARAM_LENGTH ? trimmed : undefined;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Buffer.isBuffer(value) ? (value as Record<string, unknown>) : {};
}

/** Body (form, JSON or multipart fields) wins over the query string; defaults fill the rest. */
export function readClientParams(request: Pick<FastifyRequest, 'query' | 'body'>): ClientParams {
  const query = asRecord(request.query);
  const body = asRecord(request.body);
  const read = (name: string) => firstString(body[name]) ?? firstString(query[name]);
  return {
    platform: read('platform') ?? CLIENT_DEFAULTS.platform,
    appId: read('appId') ?? CLIENT_DEFAULTS.appId,
    memberFrom: read('memberFrom') ?? CLIENT_DEFAULTS.memberFrom,
    mcId: read('mcId') ?? CLIENT_DEFAULTS.mcId,
    token: read('token'),
    memberId: read('memberId'),
  };
}

const DEFAULT_CLIENT: ClientParams = { ...CLIENT_DEFAULTS, token: undefined, memberId: undefined };

/** Decorates request.client from query, form-urlencoded, JSON or multipart fields (after the body is parsed). */
export const clientParamsPlugin = fp(
  async (app) => {
    app.decorateRequest('client', null as unknown as ClientParams);
    app.addHook('onRequest', async (request) => {
      request.client = DEFAULT_CLIENT;
    });
    app.addHook('preValidation', async (request) => {
      request.client = readClientParams(request);
    });
  },
  { name: 'client-params', dependencies: ['multipart-fields'] },
);
