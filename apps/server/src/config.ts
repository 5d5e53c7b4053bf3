import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from '@sme/shared/schemas/orders';
import { DEV_WEBSITE_APP_KEY } from '@sme/shared/signature';
import { z } from 'zod';
import { DEMO_FPS, type FpsConfig, type PaymentsConfig } from './payments-config';
import { REPO_ROOT } from './paths';

/** Every environment variable the server reads, with a one-line description (copied to the README). */
export const ENV_VARIABLES: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'NODE_ENV', description: 'development, test or production (default development).' },
  { name: 'PORT', description: 'HTTP port (default 8080).' },
  { name: 'HOST', description: 'Interface to listen on (default 0.0.0.0).' },
  { name: 'PUBLIC_URL', description: 'Public base URL used in mailed links (default http://localhost:PORT, https:// with TLS).' },
  {
    name: 'TLS_CERT_FILE',
    description:
      'PEM certificate chain; with TLS_KEY_FILE the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 fallback (unset = plain HTTP, TLS ends at a proxy).',
  },
  { name: 'TLS_KEY_FILE', description: 'PEM private key of TLS_CERT_FILE.' },
  { name: 'DATABASE_URL', description: 'PostgreSQL URL (postgres://…); unset = embedded PGlite under DATA_DIR/pglite; memory:// = PGlite in memory.' },
  { name: 'DATA_DIR', description: 'Folder for the embedded database and uploads (default <repo>/data).' },
  { name: 'APP_KEYS', description: 'Request-signing keys, "WEBSITE:key,OTHER:key"; must include WEBSITE; required in production (the dev key is refused).' },
  { name: 'SEED', description: 'auto, always or never (default auto: demo data into an empty database, never in production).' },
  { name: 'SMTP_URL', description: 'SMTP URL for nodemailer (smtp[s]://user:pass@host:port); unset = mails go to the mail_outbox table.' },
  { name: 'MAIL_FROM', description: 'Sender of outgoing mail (default "SME Link HK <no-reply@localhost>").' },
  { name: 'LOG_LEVEL', description: 'pino level: fatal, error, warn, info, debug, trace or silent (default info; silent under test).' },
  {
    name: 'UPLOAD_MAX_BYTES',
    description:
      'Largest accepted upload file in bytes (default 10485760 = 10 MiB). The files of one request together may reach 25 MiB, or this if larger; they are streamed to private temp files under DATA_DIR/upload-spool, never held in memory, and only routes that take files accept multipart (signature and session are checked first). Uploads nobody claims within 24 hours are deleted by a background job.',
  },
  {
    name: 'STORAGE_KEY',
    description:
      '32-byte key (64 hex chars or base64) encrypting uploads at rest with AES-256-GCM; required in production (development derives a fixed, public key).',
  },
  { name: 'WEB_DIST_DIR', description: 'Built web app to serve (default <repo>/apps/web/dist).' },
  { name: 'RATE_LIMIT_MAX', description: 'Global API requests per client per minute (default 1000; 0 = no global limit, per-route limits stay).' },
  {
    name: 'LOAD_SHED_MAX_WAIT_MS',
    description:
      'Longest an API request may queue for the database before it is answered 503 with Retry-After: 1, in milliseconds (default 1500 on the embedded PGlite, which runs one query at a time; 0 = no queue, the default on PostgreSQL and under test).',
  },
  {
    name: 'LOAD_SHED_CONCURRENCY',
    description:
      'API requests let through at once while LOAD_SHED_MAX_WAIT_MS is on; the rest queue in order (default 2 on PGlite, the pool size 10 on PostgreSQL).',
  },
  { name: 'TRUST_PROXY', description: 'Fastify trustProxy: true, false, a hop count or comma-separated addresses (default false).' },
  {
    name: 'SMS_API_URL',
    description:
      'Base URL of a Twilio-compatible Messages API (e.g. https://api.twilio.com); with SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM, or none of them = texts go to the sms_outbox table.',
  },
  { name: 'SMS_ACCOUNT_SID', description: 'Account SID of the SMS provider (HTTP basic auth user and part of the Messages path).' },
  { name: 'SMS_AUTH_TOKEN', description: 'Auth token of the SMS provider (HTTP basic auth password).' },
  { name: 'SMS_FROM', description: 'Sender number (E.164) or alphanumeric sender id of outgoing texts.' },
  {
    name: 'OIDC_ISSUER',
    description:
      'OpenID Connect issuer URL (e.g. https://accounts.google.com; https in production); with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none of them = no social sign-in.',
  },
  { name: 'OIDC_CLIENT_ID', description: 'Client id registered at the issuer; its redirect URI is PUBLIC_URL/api/v1/member/oidc/OIDC_PROVIDER_ID/callback.' },
  { name: 'OIDC_CLIENT_SECRET', description: 'Client secret registered at the issuer.' },
  {
    name: 'OIDC_PROVIDER_ID',
    description: 'Provider id used in the sign-in paths and stored with linked accounts: lower-case letters, digits, dashes (default oidc).',
  },
  { name: 'OIDC_PROVIDER_NAME', description: 'Label of the sign-in button, e.g. Google (default "OpenID Connect").' },
  {
    name: 'ORDER_PAYMENT_TIMEOUT_MINUTES',
    description: `Minutes an unpaid order waits for payment before it closes and its stock returns (default ${DEFAULT_PAYMENT_TIMEOUT_MINUTES}).`,
  },
  {
    name: 'JOBS_POLL_MS',
    description: 'How often each server looks for due background jobs, in milliseconds (default 5000; 0 = this server runs no jobs; 0 under test).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    description: 'Stripe secret key (cards, WeChat Pay, Alipay by Checkout Sessions); with STRIPE_WEBHOOK_SECRET, or neither = no Stripe methods.',
  },
  { name: 'STRIPE_WEBHOOK_SECRET', description: 'Signing secret (whsec_…) of the Stripe webhook endpoint PUBLIC_URL/api/v1/pay/callback/stripe.' },
  { name: 'STRIPE_API_BASE', description: 'Stripe API base URL (default https://api.stripe.com).' },
  {
    name: 'PAYPAL_CLIENT_ID',
    description: 'PayPal REST app client id (Orders v2); with PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID, or none of them = no PayPal.',
  },
  { name: 'PAYPAL_CLIENT_SECRET', description: 'PayPal REST app secret.' },
  {
    name: 'PAYPAL_WEBHOOK_ID',
    description: 'Id of the PayPal webhook pointing at PUBLIC_URL/api/v1/pay/callback/paypal (its signatures are verified against it).',
  },
  { name: 'PAYPAL_API_BASE', description: 'PayPal API base URL (default https://api-m.paypal.com; sandbox https://api-m.sandbox.paypal.com).' },
  { name: 'CRYPTO_API_KEY', description: 'Coinbase Commerce API key (hosted crypto charges); with CRYPTO_WEBHOOK_SECRET, or neither = no crypto payments.' },
  {
    name: 'CRYPTO_WEBHOOK_SECRET',
    description: 'Shared secret of the Coinbase Commerce webhook PUBLIC_URL/api/v1/pay/callback/crypto (X-CC-Webhook-Signature).',
  },
  { name: 'CRYPTO_API_BASE', description: 'Coinbase Commerce API base URL (default https://api.commerce.coinbase.com).' },
  {
    name: 'FPS_PROXY_ID',
    description:
      'FPS proxy id payers transfer to: an FPS identifier (7 to 9 digits), a +852 mobile or an email; with FPS_MERCHANT_NAME and FPS_MERCHANT_CITY, or none of them = no FPS (in development, none of them = the demo FPS proxy id fps-demo@example.com, "SME Link HK (demo)", which no bank can pay: it only shows the QR flow).',
  },
  { name: 'FPS_MERCHANT_NAME', description: 'Merchant name in the FPS QR code (up to 25 characters).' },
  { name: 'FPS_MERCHANT_CITY', description: 'Merchant city in the FPS QR code (up to 15 characters, e.g. Hong Kong).' },
  { name: 'PAYMENTS_COD', description: 'on or off: cash on delivery for Hong Kong home deliveries in HKD (default on).' },
  {
    name: 'TEST_PAYMENTS',
    description:
      'auto, on or off: the built-in test payment provider with its own hosted page (default auto = on outside production; on is refused in production). Its approvals are signed with a key derived from STORAGE_KEY, or, while STORAGE_KEY is the public development default, with a random key kept in the database.',
  },
  {
    name: 'APPLICATION_DOCUMENT_RETENTION_DAYS',
    description:
      'Days the documents of a rejected or withdrawn application are kept before a background job deletes them (personal data, PDPO; default 90, 1 to 3650).',
  },
  {
    name: 'CLAMAV_HOST',
    description: 'Host of a ClamAV daemon (clamd) scanning application documents before they are stored (INSTREAM over TCP); unset = no virus scan.',
  },
  { name: 'CLAMAV_PORT', description: 'TCP port of that clamd (default 3310).' },
  {
    name: 'LLM_BASE_URL',
    description:
      'Base URL of an OpenAI-compatible chat API (e.g. https://api.openai.com/v1); with LLM_MODEL the assistant generates answers from the retrieved passages. Unset = answers composed of excerpts.',
  },
  { name: 'LLM_API_KEY', description: 'Bearer key of that API (optional for a local server).' },
  { name: 'LLM_MODEL', description: 'Model name sent to that API (e.g. gpt-4o-mini).' },
  {
    name: 'LLM_TIMEOUT_MS',
    description: 'Milliseconds the assistant waits for the provider (first token and between tokens) before answering with excerpts (default 20000).',
  },
  { name: 'ASSISTANT_VISITOR_DAILY_LIMIT', description: 'Questions a visitor may ask the assistant per client address per Hong Kong day (default 10).' },
  { name: 'ASSISTANT_MEMBER_DAILY_LIMIT', description: 'Questions a signed-in member may ask per Hong Kong day (default 100).' },
  {
    name: 'MEETING_URL_TEMPLATE',
    description: "Join link of an adviser call; {room} becomes the call's unguessable room name (default https://meet.jit.si/{room}).",
  },
];

/** The key development uses when STORAGE_KEY is unset: derived from a public phrase, so never secret. */
export const DEV_STORAGE_KEY = createHash('sha256').update('sme-platform development storage key').digest();

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

/** The environment the server reads; ENV_VARIABLES documents exactly these names. */
export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'test', 'production']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  APP_KEYS: optionalString,
  SEED: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('SME Link HK <no-reply@localhost>')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  UPLOAD_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
  ),
  STORAGE_KEY: optionalString,
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: optionalString,
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(1000)),
  LOAD_SHED_MAX_WAIT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).optional()),
  LOAD_SHED_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  SMS_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_ACCOUNT_SID: optionalString,
  SMS_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/, 'lower-case letters, digits and dashes')
      .default('oidc'),
  ),
  OIDC_PROVIDER_NAME: z.preprocess(emptyToUndefined, z.string().trim().max(40).default('OpenID Connect')),
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(DEFAULT_PAYMENT_TIMEOUT_MINUTES),
  ),
  JOBS_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.stripe.com')),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com')),
  CRYPTO_API_KEY: optionalString,
  CRYPTO_WEBHOOK_SECRET: optionalString,
  CRYPTO_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.commerce.coinbase.com')),
  FPS_PROXY_ID: optionalString,
  FPS_MERCHANT_NAME: z.preprocess(emptyToUndefined, z.string().trim().max(25).optional()),
  FPS_MERCHANT_CITY: z.preprocess(emptyToUndefined, z.string().trim().max(15).optional()),
  PAYMENTS_COD: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  TEST_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['auto', 'on', 'off']).default('auto')),
  APPLICATION_DOCUMENT_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
  CLAMAV_HOST: optionalString,
  CLAMAV_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3310)),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(20_000)),
  ASSISTANT_VISITOR_DAILY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(10)),
  ASSISTANT_MEMBER_DAILY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(100)),
  MEETING_URL_TEMPLATE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^https:\/\/[^\s]+$/.test(v) && v.includes('{room}'), { message: 'an https URL containing {room}' })
      .default('https://meet.jit.si/{room}'),
  ),
});

/** NODE_ENV values. */
export type NodeEnv = 'development' | 'test' | 'production';
/** SEED values. */
export type SeedMode = 'auto' | 'always' | 'never';
/** LOG_LEVEL values. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A Twilio-compatible SMS provider (SMS_* variables). */
export interface SmsProviderConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** The OpenID Connect provider of social sign-in (OIDC_* variables). */
export interface OidcProviderConfig {
  /** Used in paths (/member/oidc/{id}/start) and stored with linked accounts. */
  id: string;
  /** Button label. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The typed configuration every part of the server receives. */
export interface AppConfig {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Join link of an adviser call with {room} to fill (MEETING_URL_TEMPLATE). */
  meetingUrlTemplate: string;
  /** postgres://… for node-postgres, `memory://` for an in-memory PGlite, undefined for PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** appId -> signing key. */
  appKeys: ReadonlyMap<string, string>;
  seed: SeedMode;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  uploadMaxBytes: number;
  /** 32 bytes for AES-256-GCM. */
  storageKey: Buffer;
  webDistDir: string;
  trustProxy: boolean | number | string;
  /** The server's own certificate and key (PEM): it then listens for HTTPS, HTTP/2 first; undefined: plain HTTP. */
  tls: { cert: Buffer; key: Buffer } | undefined;
  /** Global API requests per client per minute; 0 = no global limit. */
  rateLimitMax: number;
  /** API admission in front of the database (http/load-shed.ts); undefined fields are chosen by the database driver. */
  loadShed: { maxWaitMs: number | undefined; concurrency: number | undefined };
  /** undefined: texts go to the sms_outbox table. */
  sms: SmsProviderConfig | undefined;
  /** undefined: no social sign-in (the providers list is empty). */
  oidc: OidcProviderConfig | undefined;
  /** Minutes an unpaid order stays open (the payment-timeout job closes it then). */
  orderPaymentTimeoutMinutes: number;
  /** Poll interval of the background job worker; 0 = no worker in this process (tests run jobs directly). */
  jobsPollMs: number;
  /** Payment providers: each one absent from its variables is off. */
  payments: PaymentsConfig;
  /** Days a rejected or withdrawn application keeps its documents (the retention job deletes them then). */
  applicationDocumentRetentionDays: number;
  /** The ClamAV daemon scanning application documents; undefined: no virus scan. */
  clamav: { host: string; port: number } | undefined;
  /** The OpenAI-compatible chat API generating the assistant's answers; undefined: answers composed of excerpts. */
  llm: LlmConfig | undefined;
  /** Questions per Hong Kong day: per client address for visitors, per member when signed in. */
  assistantDailyLimits: { visitor: number; member: number };
}

/** An OpenAI-compatible chat provider (LLM_* variables). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Raised for a configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseAppKeys(raw: string | undefined, env: NodeEnv): Map<string, string> {
  const keys = new Map<string, string>();
  if (!raw) {
    if (env === 'production') throw new ConfigError('APP_KEYS is required in production (e.g. APP_KEYS=WEBSITE:<random key>).');
    keys.set(CLIENT_DEFAULTS.appId, DEV_WEBSITE_APP_KEY);
    return keys;
  }
  for (const entry of raw.split(',')) {
    const at = entry.indexOf(':');
    const appId = entry.slice(0, at).trim();
    const key = entry.slice(at + 1).trim();
    if (at <= 0 || !appId || !key) throw new ConfigError(`APP_KEYS entry "${entry.trim()}" is not APPID:key.`);
    if (env === 'production' && key === DEV_WEBSITE_APP_KEY) {
      throw new ConfigError(`APP_KEYS: the development key must not be used in production (app ${appId}).`);
    }
    if (env === 'production' && key.length < 16) throw new ConfigError(`APP_KEYS: the key of ${appId} is shorter than 16 characters.`);
    keys.set(appId, key);
  }
  if (!keys.has(CLIENT_DEFAULTS.appId)) throw new ConfigError(`APP_KEYS must include the ${CLIENT_DEFAULTS.appId} app (the web signs with it).`);
  return keys;
}

function parseStorageKey(raw: string | undefined, env: NodeEnv): Buffer {
  if (!raw) {
    if (env === 'production') throw new ConfigError('STORAGE_KEY is required in production (32 bytes as 64 hex characters or base64).');
    return DEV_STORAGE_KEY;
  }
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('STORAGE_KEY must be 32 bytes (64 hex characters or base64).');
  if (env === 'production' && key.equals(DEV_STORAGE_KEY)) throw new ConfigError('STORAGE_KEY: the development key must not be used in production.');
  return key;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function readPem(name: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    throw new ConfigError(`${name}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? String(err)}).`);
  }
}

function parseTls(e: z.infer<typeof envSchema>): AppConfig['tls'] {
  const set = allOrNone('TLS', { TLS_CERT_FILE: e.TLS_CERT_FILE, TLS_KEY_FILE: e.TLS_KEY_FILE });
  return set && { cert: readPem('TLS_CERT_FILE', set.TLS_CERT_FILE), key: readPem('TLS_KEY_FILE', set.TLS_KEY_FILE) };
}

/** All of a group's variables, or none: a half-configured provider is a mistake to report, not to ignore. */
function allOrNone<K extends string>(group: string, values: Record<K, string | undefined>): Record<K, string> | undefined {
  const missing = Object.entries(values)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length === Object.keys(values).length) return undefined;
  if (missing.length > 0) throw new ConfigError(`${group}: ${missing.join(', ')} must be set too (or none of them).`);
  return values as Record<K, string>;
}

function parseSms(e: z.infer<typeof envSchema>): SmsProviderConfig | undefined {
  const set = allOrNone('SMS provider', {
    SMS_API_URL: e.SMS_API_URL,
    SMS_ACCOUNT_SID: e.SMS_ACCOUNT_SID,
    SMS_AUTH_TOKEN: e.SMS_AUTH_TOKEN,
    SMS_FROM: e.SMS_FROM,
  });
  return set && { apiUrl: set.SMS_API_URL.replace(/\/+$/, ''), accountSid: set.SMS_ACCOUNT_SID, authToken: set.SMS_AUTH_TOKEN, from: set.SMS_FROM };
}

function parseOidc(e: z.infer<typeof envSchema>): OidcProviderConfig | undefined {
  const set = allOrNone('OpenID Connect', { OIDC_ISSUER: e.OIDC_ISSUER, OIDC_CLIENT_ID: e.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET });
  if (!set) return undefined;
  // Tokens and the client secret travel to the issuer: plain http is for a local test provider only.
  if (e.NODE_ENV === 'production' && !set.OIDC_ISSUER.startsWith('https:')) throw new ConfigError('OIDC_ISSUER must be an https URL in production.');
  return { id: e.OIDC_PROVIDER_ID, name: e.OIDC_PROVIDER_NAME, issuer: set.OIDC_ISSUER, clientId: set.OIDC_CLIENT_ID, clientSecret: set.OIDC_CLIENT_SECRET };
}

function parseLlm(e: z.infer<typeof envSchema>): LlmConfig | undefined {
  const set = allOrNone('LLM', { LLM_BASE_URL: e.LLM_BASE_URL, LLM_MODEL: e.LLM_MODEL });
  if (!set) return undefined;
  // Questions and member data travel to the provider: plain http is for a model served on this host only.
  if (e.NODE_ENV === 'production' && !set.LLM_BASE_URL.startsWith('https:') && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(set.LLM_BASE_URL)) {
    throw new ConfigError('LLM_BASE_URL must be an https URL in production (or a model on this host).');
  }
  return { baseUrl: set.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: e.LLM_API_KEY, model: set.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS };
}

/** FPS proxy ids: an FPS identifier (digits), a Hong Kong mobile (+852-XXXXXXXX) or an email. */
const FPS_PROXY_PATTERN = /^(\d{7,9}|\+852-?\d{8}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

function parseFps(e: z.infer<typeof envSchema>): FpsConfig | undefined {
  const set = allOrNone('FPS', { FPS_PROXY_ID: e.FPS_PROXY_ID, FPS_MERCHANT_NAME: e.FPS_MERCHANT_NAME, FPS_MERCHANT_CITY: e.FPS_MERCHANT_CITY });
  // The `npm start` demo shows the FPS flow with a proxy id no bank pays (DEMO_FPS); anywhere else FPS is configured or off.
  if (!set) return e.NODE_ENV === 'development' ? DEMO_FPS : undefined;
  if (!FPS_PROXY_PATTERN.test(set.FPS_PROXY_ID)) throw new ConfigError('FPS_PROXY_ID must be an FPS identifier (7 to 9 digits), a +852 mobile or an email.');
  return { proxyId: set.FPS_PROXY_ID, merchantName: set.FPS_MERCHANT_NAME, merchantCity: set.FPS_MERCHANT_CITY };
}

function parsePayments(e: z.infer<typeof envSchema>, storageKey: Buffer): PaymentsConfig {
  const stripe = allOrNone('Stripe', { STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET });
  const paypal = allOrNone('PayPal', {
    PAYPAL_CLIENT_ID: e.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: e.PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: e.PAYPAL_WEBHOOK_ID,
  });
  const crypto = allOrNone('Crypto payments', { CRYPTO_API_KEY: e.CRYPTO_API_KEY, CRYPTO_WEBHOOK_SECRET: e.CRYPTO_WEBHOOK_SECRET });
  // The test provider approves payments nobody made: in production it would give goods away.
  if (e.NODE_ENV === 'production' && e.TEST_PAYMENTS === 'on') throw new ConfigError('TEST_PAYMENTS=on is refused in production.');
  const base = (url: string) => url.replace(/\/+$/, '');
  return {
    stripe: stripe && { secretKey: stripe.STRIPE_SECRET_KEY, webhookSecret: stripe.STRIPE_WEBHOOK_SECRET, apiBase: base(e.STRIPE_API_BASE) },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      apiBase: base(e.PAYPAL_API_BASE),
    },
    crypto: crypto && { apiKey: crypto.CRYPTO_API_KEY, webhookSecret: crypto.CRYPTO_WEBHOOK_SECRET, apiBase: base(e.CRYPTO_API_BASE) },
    fps: parseFps(e),
    cashOnDelivery: e.PAYMENTS_COD === 'on',
    testProvider: e.TEST_PAYMENTS === 'on' || (e.TEST_PAYMENTS === 'auto' && e.NODE_ENV !== 'production'),
    // Its own key, so a test callback signature never doubles as anything signed with the storage key. The
    // development default storage key is public: a key derived from it would let anyone approve a test payment, so
    // then there is none here and the app reads a random one from the database when it is built (test-signing-key.ts).
    testSigningKey: storageKey.equals(DEV_STORAGE_KEY) ? null : createHmac('sha256', storageKey).update('sme-platform test payment provider').digest(),
  };
}

/** Read and validate the environment; throws ConfigError (or a zod error naming the variable) when it is unusable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  const storageKey = parseStorageKey(e.STORAGE_KEY, e.NODE_ENV);
  const tls = parseTls(e);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/+$/, ''),
    meetingUrlTemplate: e.MEETING_URL_TEMPLATE,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : join(REPO_ROOT, 'data'),
    appKeys: parseAppKeys(e.APP_KEYS, e.NODE_ENV),
    seed: e.SEED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    storageKey,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : join(REPO_ROOT, 'apps', 'web', 'dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    tls,
    rateLimitMax: e.RATE_LIMIT_MAX,
    // Tests fire bursts of parallel requests on purpose (concurrency guarantees); a busy CI machine must not shed them.
    loadShed: { maxWaitMs: e.LOAD_SHED_MAX_WAIT_MS ?? (e.NODE_ENV === 'test' ? 0 : undefined), concurrency: e.LOAD_SHED_CONCURRENCY },
    sms: parseSms(e),
    oidc: parseOidc(e),
    orderPaymentTimeoutMinutes: e.ORDER_PAYMENT_TIMEOUT_MINUTES,
    // Tests run due jobs themselves with a chosen clock; a worker polling in the background would race them.
    jobsPollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    payments: parsePayments(e, storageKey),
    applicationDocumentRetentionDays: e.APPLICATION_DOCUMENT_RETENTION_DAYS,
    clamav: e.CLAMAV_HOST ? { host: e.CLAMAV_HOST, port: e.CLAMAV_PORT } : undefined,
    llm: parseLlm(e),
    assistantDailyLimits: { visitor: e.ASSISTANT_VISITOR_DAILY_LIMIT, member: e.ASSISTANT_MEMBER_DAILY_LIMIT },
  };
}
