import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_WEBSITE_APP_KEY } from '@sme/shared/signature';
import { describe, expect, it } from 'vitest';
import { DEV_STORAGE_KEY, ENV_VARIABLES, envSchema, loadConfig } from './config';
import { REPO_ROOT } from './paths';

const PROD_KEY = 'a'.repeat(64);

describe('config', () => {
  it('has development defaults resolved from the package location, not the working directory', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      seed: 'auto',
      uploadMaxBytes: 10 * 1024 * 1024,
      trustProxy: false,
    });
    expect(c.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(c.webDistDir).toBe(join(REPO_ROOT, 'apps', 'web', 'dist'));
    expect(c.appKeys.get('WEBSITE')).toBe(DEV_WEBSITE_APP_KEY);
    expect(c.storageKey.equals(DEV_STORAGE_KEY)).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('parses APP_KEYS, STORAGE_KEY, TRUST_PROXY and numbers', () => {
    const c = loadConfig({
      PORT: '9000',
      APP_KEYS: 'WEBSITE:abc, PARTNER:def',
      STORAGE_KEY: Buffer.alloc(32, 7).toString('base64'),
      TRUST_PROXY: '2',
      UPLOAD_MAX_BYTES: '1024',
    });
    expect(c.publicUrl).toBe('http://localhost:9000');
    expect([...c.appKeys]).toEqual([
      ['WEBSITE', 'abc'],
      ['PARTNER', 'def'],
    ]);
    expect(c.storageKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(c.trustProxy).toBe(2);
    expect(c.uploadMaxBytes).toBe(1024);
  });

  it('refuses to start in production without keys or with the development key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_KEY: PROD_KEY })).toThrow(/APP_KEYS is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_KEY: PROD_KEY, APP_KEYS: `WEBSITE:${DEV_WEBSITE_APP_KEY}` })).toThrow(/development key/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEYS: 'WEBSITE:a-long-production-key-123' })).toThrow(/STORAGE_KEY is required/);
    const ok = loadConfig({ NODE_ENV: 'production', APP_KEYS: 'WEBSITE:a-long-production-key-123', STORAGE_KEY: PROD_KEY });
    expect(ok.isProduction).toBe(true);
  });

  it('reads a TLS certificate and key together, and defaults the public URL to https then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sme-tls-config-'));
    try {
      writeFileSync(join(dir, 'cert.pem'), 'CERT');
      writeFileSync(join(dir, 'key.pem'), 'KEY');
      const c = loadConfig({ PORT: '8443', TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') });
      expect(c.tls?.cert.toString()).toBe('CERT');
      expect(c.tls?.key.toString()).toBe('KEY');
      expect(c.publicUrl).toBe('https://localhost:8443');
      expect(loadConfig({}).tls).toBeUndefined();
      expect(() => loadConfig({ TLS_CERT_FILE: join(dir, 'cert.pem') })).toThrow(/TLS: TLS_KEY_FILE must be set too/);
      expect(() => loadConfig({ TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'missing.pem') })).toThrow(
        /TLS_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses malformed values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'sometimes' })).toThrow(/SEED/);
    expect(() => loadConfig({ APP_KEYS: 'PARTNER:x' })).toThrow(/WEBSITE/);
    expect(() => loadConfig({ STORAGE_KEY: 'short' })).toThrow(/STORAGE_KEY/);
  });

  it('configures the SMS provider and OpenID Connect only when all their variables are set', () => {
    const none = loadConfig({});
    expect(none.sms).toBeUndefined();
    expect(none.oidc).toBeUndefined();
    const c = loadConfig({
      SMS_API_URL: 'https://api.twilio.com/',
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'secret',
      SMS_FROM: '+85230000000',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_PROVIDER_ID: 'google',
      OIDC_PROVIDER_NAME: 'Google',
    });
    expect(c.sms).toEqual({ apiUrl: 'https://api.twilio.com', accountSid: 'AC123', authToken: 'secret', from: '+85230000000' });
    expect(c.oidc).toEqual({ id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'shh' });
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }).oidc).toMatchObject({
      id: 'oidc',
      name: 'OpenID Connect',
    });
  });

  it('refuses a half-configured provider, a bad provider id, and a plain-http issuer in production', () => {
    expect(() => loadConfig({ SMS_API_URL: 'https://api.twilio.com', SMS_ACCOUNT_SID: 'AC123' })).toThrow(/SMS_AUTH_TOKEN, SMS_FROM must be set/);
    expect(() => loadConfig({ SMS_API_URL: 'ftp://sms.example.com' })).toThrow(/SMS_API_URL/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'c' })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_SECRET must be set/);
    expect(() => loadConfig({ OIDC_PROVIDER_ID: 'Google!' })).toThrow(/OIDC_PROVIDER_ID/);
    const production = { NODE_ENV: 'production', APP_KEYS: 'WEBSITE:a-long-production-key-123', STORAGE_KEY: PROD_KEY };
    expect(() => loadConfig({ ...production, OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' })).toThrow(
      /https URL in production/,
    );
  });

  it('keeps closed applications’ documents 90 days unless told, and scans with clamd only when CLAMAV_HOST is set', () => {
    const defaults = loadConfig({});
    expect(defaults.applicationDocumentRetentionDays).toBe(90);
    expect(defaults.clamav).toBeUndefined();
    const set = loadConfig({ APPLICATION_DOCUMENT_RETENTION_DAYS: '30', CLAMAV_HOST: 'clamd.internal' });
    expect(set.applicationDocumentRetentionDays).toBe(30);
    expect(set.clamav).toEqual({ host: 'clamd.internal', port: 3310 });
    expect(loadConfig({ CLAMAV_HOST: 'clamd', CLAMAV_PORT: '3311' }).clamav?.port).toBe(3311);
    expect(() => loadConfig({ APPLICATION_DOCUMENT_RETENTION_DAYS: '0' })).toThrow(/APPLICATION_DOCUMENT_RETENTION_DAYS/);
  });

  it('documents every variable it reads, here and in the README', () => {
    expect(ENV_VARIABLES.map((v) => v.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    for (const { name } of ENV_VARIABLES) expect(readme, `${name} in the README's configuration table`).toContain(`| \`${name}\` |`);
  });
});
