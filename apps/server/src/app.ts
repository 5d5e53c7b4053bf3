import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { clearedOnChange, listenForCacheChanges } from './db/cache-invalidation';
import { type CreateDatabaseOptions, type DatabaseHandle, createDatabase, pgPoolOf } from './db/client';
import { runMigrations } from './db/migrate';
import { runSeed } from './db/seed';
import { seedMedia } from './db/seed/media';
import { AnswerCache } from './http/answer-cache';
import { bodyParsersPlugin } from './http/body-parsers';
import { consoleGuardPlugin } from './http/console-guard';
import { clientParamsPlugin } from './http/client-params';
import { envelopePlugin } from './http/envelope';
import { errorHandlerPlugin, frameworkErrorHandler } from './http/errors';
import { loadShedPlugin } from './http/load-shed';
import { localePlugin } from './http/locale';
import { genReqId, loggerOptions, requestIdPlugin } from './http/logging';
import { mediaPlugin } from './http/media';
import { multipartPlugin } from './http/multipart';
import { openApiPlugin } from './http/openapi';
import { rateLimitPlugin } from './http/rate-limit';
import { securityHeadersPlugin } from './http/security-headers';
import { sessionPlugin } from './http/session';
import { signaturePlugin } from './http/signature';
import { textGuardPlugin } from './http/text-guard';
import { zodValidatorCompiler } from './http/validation';
import { webPlugin } from './http/web';
import { createMailer } from './integrations/mail/mailer';
import { createSmsSender } from './integrations/sms/sms';
import { DiskStorage } from './integrations/storage/disk-storage';
import { createVirusScanner } from './integrations/virus-scan/virus-scanner';
import { allJobHandlers } from './job-handlers';
import { startJobWorker } from './jobs/job-worker';
import { consolePlugin } from './console/console.plugin';
import { findStaffRow } from './console/staff';
import { addressesRoutes } from './modules/addresses';
import { applicationsPlugin } from './modules/applications';
import { assistantRoutes } from './modules/assistant';
import { bookingRoutes } from './modules/booking';
import { cartRoutes } from './modules/cart';
import { cataloguePlugin, publicProductMainImage, targetExists } from './modules/catalogue';
import { devRoutes } from './modules/dev';
import { favouritesRoutes } from './modules/favourites';
import { findSessionMember, findSessionMemberRememberingNonce, membersPlugin } from './modules/members';
import { membershipRoutes } from './modules/membership';
import { ordersRoutes } from './modules/orders';
import { paymentsRoutes } from './modules/payments';
import { promotionsRoutes } from './modules/promotions';
import { subscriptionsRoutes } from './modules/subscriptions';
import { geoDataVersion, systemRoutes } from './modules/system';
import { checkoutRoutes } from './workflows/checkout';
import { paymentConfirmationRoutes } from './workflows/payment-confirmation';
import { SERVER_ROOT } from './paths';

/** Test and tooling hooks that are not configuration. */
export interface BuildOptions extends CreateDatabaseOptions {
  /** Where pino writes (tests capture logs); stdout by default. */
  logStream?: DestinationStream;
  /** Runs once the database is closed (tests drop their PostgreSQL database here). */
  afterClose?: () => Promise<void>;
}

/** A hop count becomes proxy-addr's "trust the nearest n hops" function (Fastify's types omit the number form). */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const SERVER_VERSION = (JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The whole server as a Fastify instance: database opened, migrated and seeded, plugins and routes
 * registered, not yet listening. Tests call this (and may add routes before the first inject); main.ts
 * only listens. Closing the instance closes the database.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions = {
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  } satisfies FastifyServerOptions;
  // With its own certificate the server speaks HTTPS, HTTP/2 first: one connection then carries a page's many files
  // at once instead of six at a time. Node's compatibility API gives requests and replies their HTTP/1 shape, so
  // everything registered below is the same for both (the typing differs only in the raw server's type).
  const app = config.tls
    ? (Fastify({
        ...(serverOptions as unknown as FastifyHttp2SecureOptions<Http2SecureServer>),
        http2: true,
        https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
      }) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let handle: DatabaseHandle | undefined;
  try {
    handle = await createDatabase(config, options);
    // An idle pooled connection that PostgreSQL ends (restart, failover) must be logged, not crash the process,
    // from the first query on (a restart during the start-up migrations included).
    pgPoolOf(handle.db)?.on('error', (err) => app.log.warn({ err }, 'idle PostgreSQL connection closed'));
    await runMigrations(handle);
    await runSeed(handle.db, config, app.log);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    throw err;
  }
  app.log.info({ database: handle.description }, 'database ready');
  const cacheListener = await listenForCacheChanges(handle, app.log);
  const mailer = createMailer(config, handle.db);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('mailer', mailer);
  app.decorate('sms', createSmsSender(config, handle.db));
  app.decorate('storage', new DiskStorage(join(config.dataDir, 'uploads'), config.storageKey));
  const db = handle;
  app.decorate('answerCache', (topic, cacheOptions) => clearedOnChange(db.db, topic, new AnswerCache(cacheOptions)));
  // Fastify runs onClose hooks last-registered first: afterClose, registered before, runs after the database closed.
  const afterClose = options.afterClose;
  if (afterClose) app.addHook('onClose', afterClose);
  app.addHook('onClose', async () => {
    await mailer.close();
    await db.close();
  });
  // Registered after the database's hook, so it runs first: the listener stops before its database closes.
  app.addHook('onClose', () => cacheListener.close());
  // Registered after the database's hook, so it runs first: the batch in progress finishes before the database closes.
  if (config.jobsPollMs > 0) {
    const worker = startJobWorker(
      handle.db,
      allJobHandlers(app.storage, { mailer, publicUrl: config.publicUrl, meetingUrlTemplate: config.meetingUrlTemplate }),
      { pollMs: config.jobsPollMs, log: app.log },
    );
    app.addHook('onClose', () => worker.stop());
  }

  // Order matters: hooks run in registration order (locale before errors; load shedding before anything that reads the
  // body or the database; multipart before signature, client params and session).
  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(envelopePlugin);
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { isProduction: config.isProduction });
  await app.register(loadShedPlugin, config.loadShed);
  await app.register(bodyParsersPlugin);
  await app.register(multipartPlugin, { maxFileBytes: config.uploadMaxBytes });
  await app.register(rateLimitPlugin, { globalMax: config.rateLimitMax });
  await app.register(signaturePlugin);
  await app.register(textGuardPlugin);
  await app.register(clientParamsPlugin);
  await app.register(sessionPlugin, { findSessionMember, findSessionMemberRememberingNonce });
  await app.register(consoleGuardPlugin, { findStaff: findStaffRow });
  await app.register(openApiPlugin, { version: SERVER_VERSION, publicUrl: config.publicUrl });

  // Member-facing modules, then the workflows that span them, then the back office above both.
  await app.register(systemRoutes);
  await app.register(membersPlugin);
  await app.register(membershipRoutes);
  await app.register(bookingRoutes);
  await app.register(applicationsPlugin, { virusScanner: createVirusScanner(config) });
  await app.register(subscriptionsRoutes);
  await app.register(cataloguePlugin);
  await app.register(favouritesRoutes, { targetExists });
  await app.register(addressesRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentsRoutes);
  await app.register(promotionsRoutes);
  await app.register(assistantRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentConfirmationRoutes);
  await app.register(consolePlugin);
  if (!config.isProduction) await app.register(devRoutes);

  await app.register(mediaPlugin, { files: seedMedia });
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    clientConfig: {
      appId: CLIENT_DEFAULTS.appId,
      appKey: config.appKeys.get(CLIENT_DEFAULTS.appId) ?? '',
      apiBase: '/api/v1',
      geoVersion: geoDataVersion(),
      env: config.isProduction ? 'production' : 'development',
    },
    // The product page's largest paint is its main picture.
    pageImages: async (path, query) => {
      const image = path === '/pd' ? await publicProductMainImage(app.db, query.get('id')) : null;
      return image ? [image] : [];
    },
  });
  return app;
}
