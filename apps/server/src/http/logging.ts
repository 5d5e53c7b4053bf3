import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config';

/** Header carrying the request id in and out (a proxy's id is kept so logs line up across hops). */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Query parameters never written to logs. */
const SECRET_PARAMS = /([?&](?:token|password|captchaCode|confirm|unsubscribe)=)[^&]*/gi;

/** Keep a well-formed incoming x-request-id, otherwise make one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** pino options for Fastify: level from config, secrets redacted from headers, bodies and URLs. */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.newPassword',
        '*.captchaCode',
        'body.password',
        'body.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: request.url.replace(SECRET_PARAMS, '$1[REDACTED]'), remoteAddress: request.ip };
      },
    },
  };
}

/** Echo the request id on every answer. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
