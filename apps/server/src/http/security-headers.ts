import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP the Vite-built React/antd app works under: antd writes inline styles
 * (style-src 'unsafe-inline'), captcha images arrive as data: URLs, previews as blob: URLs. Scripts only
 * from our origin. HSTS only in production (development runs on plain http://localhost).
 *
 * API answers are `Cache-Control: no-store` unless the route chose its own caching (public, versioned data such as
 * the country list): most of them carry personal data (profile, addresses, orders, cart, coupons, back-office lists),
 * and even a public product answer holds the reader's favourite flag, so nothing may sit in a shared or disk cache.
 */
export const securityHeadersPlugin = fp<{ isProduction: boolean }>(
  async (app, opts) => {
    // Built once: @fastify/helmet builds the whole middleware (and parses the policy) again on every request.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: opts.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Cross-origin isolation headers would break mailed links and future payment redirects for no gain here.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
