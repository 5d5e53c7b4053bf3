import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Codes } from '@sme/shared/codes';
import { translate } from '@sme/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { createMember, findMemberByEmail } from './members.service';
import { TestBrowser } from './oidc-browser.test-kit';
import { type TestOidcProvider, startTestOidcProvider } from './oidc-provider.test-kit';
import { listMemberOidcProviders, siteRedirect } from './oidc.service';
import { memberOidcIdentities } from './oidc.tables';
import { createSession, findSessionMember } from './sessions.service';

let provider: TestOidcProvider;
let app: FastifyInstance;
let appUrl: string;
let unconfigured: FastifyInstance;

/** A port for the app, known before it is built, because PUBLIC_URL (the redirect URI's base) must name it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider(`${appUrl}/api/v1/member/oidc/oidc/callback`);
  [app, unconfigured] = await Promise.all([
    createTestApp({
      publicUrl: appUrl,
      oidc: { id: 'oidc', name: 'Test ID', issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
    }),
    createTestApp(),
  ]);
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all([app?.close(), unconfigured?.close()]);
  await provider?.close();
});

const start = (query = '') => `${appUrl}/api/v1/member/oidc/oidc/start${query}`;
/** The browser follows the provider's pages and the app's API redirects, and stops at the web page it is sent to. */
const withinFlow = (next: URL) => next.origin === provider.issuer || next.pathname.startsWith('/api/');

/** Sign in at the provider as `subject` if it asks (`asked`); answers the app page the browser lands on. */
async function signIn(browser: TestBrowser, subject: string, query = ''): Promise<URL & { asked?: boolean }> {
  let step = await browser.navigate(start(query), withinFlow);
  const asked = step.response.status === 200 && step.url.includes('/interaction/');
  if (asked) step = await browser.navigate(step.url, withinFlow, { form: { login: subject } });
  if (!step.location) throw new Error(`the flow stopped at ${step.url} with HTTP ${step.response.status}`);
  return Object.assign(step.location, { asked });
}

const identitiesOf = (memberId: string) => app.db.select().from(memberOidcIdentities).where(eq(memberOidcIdentities.memberId, memberId));

describe('OpenID Connect sign-in against a real provider', () => {
  it('lists the configured provider, and none when OpenID Connect is not configured', async () => {
    expect(envelopeOf(await signedInject(app, { url: '/api/v1/member/oidc/providers' })).data).toEqual({ list: [{ id: 'oidc', name: 'Test ID' }] });
    expect(envelopeOf(await signedInject(unconfigured, { url: '/api/v1/member/oidc/providers' })).data).toEqual({ list: [] });
  });

  it('creates the member on the first sign-in, sets the session cookies, and finds the same member the next time', async () => {
    provider.accounts.set('alice-sub', { email: 'Alice@Example.hk', email_verified: true });
    const browser = new TestBrowser({ 'accept-language': 'zh-HK' });
    const landing = await signIn(browser, 'alice-sub', '?redirect=%2Forders%3Ftab%3D2');
    expect(landing.asked).toBe(true);
    expect(landing.href).toBe(`${appUrl}/orders?tab=2`);

    const member = await findMemberByEmail(app.db, 'alice@example.hk');
    expect(member).toMatchObject({ locale: 'zh_TW', termsAcceptedAt: null, passwordHash: null });
    expect(browser.cookies.get('memberId')).toBe(member!.id);
    expect(browser.cookies.has('oidc_state')).toBe(false);
    expect(await findSessionMember(app.db, browser.cookies.get('token')!)).toMatchObject({ id: member!.id });
    expect(await listMemberOidcProviders(app.db, member!.id)).toEqual(['oidc']);

    // Still signed in at the provider: no sign-in page this time, straight back with a new session.
    const firstToken = browser.cookies.get('token');
    const again = await signIn(browser, 'unused', '?redirect=%2F%2Fevil.example');
    expect(again.asked).toBe(false);
    expect(again.href).toBe(`${appUrl}/home`);
    expect(browser.cookies.get('memberId')).toBe(member!.id);
    expect(browser.cookies.get('token')).not.toBe(firstToken);
    expect(await identitiesOf(member!.id)).toHaveLength(1);
  });

  it('binds a sign-in to the existing member with the same verified email instead of creating another', async () => {
    const existing = await createMember(app.db, { email: 'bob@example.hk', locale: 'en_US', passwordHash: 'x', termsAccepted: true });
    provider.accounts.set('bob-sub', { email: 'BOB@example.hk', email_verified: true });
    const browser = new TestBrowser();
    expect((await signIn(browser, 'bob-sub')).pathname).toBe('/home');
    expect(browser.cookies.get('memberId')).toBe(existing!.id);
    expect(await identitiesOf(existing!.id)).toMatchObject([{ provider: 'oidc', subject: 'bob-sub', email: 'bob@example.hk' }]);
  });

  it('refuses an email the provider has not verified (1105)', async () => {
    provider.accounts.set('eve-sub', { email: 'bob@example.hk', email_verified: false });
    const browser = new TestBrowser();
    const landing = await signIn(browser, 'eve-sub');
    expect(`${landing.pathname}${landing.search}`).toBe(`/login?oidcError=${Codes.SOCIAL_TOKEN_INVALID.code}`);
    expect(browser.cookies.has('token')).toBe(false);
  });

  it('answers 1105 for a forged, replayed or foreign state', async () => {
    provider.accounts.set('carl-sub', { email: 'carl@example.hk', email_verified: true });
    const browser = new TestBrowser();
    const forged = await browser.request(`${appUrl}/api/v1/member/oidc/oidc/callback?code=abc&state=forged`);
    expect(forged.headers.get('location')).toBe('/login?oidcError=1105');

    // Stop at the callback to keep its URL, then use it twice: the state is single-use.
    const atProvider = await browser.navigate(start(), (next) => next.origin === provider.issuer);
    const callback = (await browser.navigate(atProvider.url, (next) => next.origin === provider.issuer, { form: { login: 'carl-sub' } })).location!;
    const savedState = browser.cookies.get('oidc_state')!;
    // Another browser (without the state cookie) cannot finish this sign-in.
    expect((await new TestBrowser().request(callback.href)).headers.get('location')).toBe('/login?oidcError=1105');
    expect((await browser.request(callback.href)).headers.get('location')).toBe('/home');
    browser.cookies.set('oidc_state', savedState);
    expect((await browser.request(callback.href)).headers.get('location')).toBe('/login?oidcError=1105');
  });

  it('answers 1106 when the provider is not configured, not this one, or unreachable', async () => {
    for (const path of ['start', 'callback?code=a&state=b']) {
      const res = await unconfigured.inject({ url: `/api/v1/member/oidc/oidc/${path}` });
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe('/login?oidcError=1106');
    }
    expect((await app.inject({ url: '/api/v1/member/oidc/google/start' })).headers.location).toBe('/login?oidcError=1106');
    const member = await createMember(unconfigured.db, { email: 'fay@example.hk', locale: 'zh_CN', passwordHash: 'x', termsAccepted: true });
    const session = await createSession(unconfigured.db, member!.id, { method: 'EMAIL_PASSWORD' });
    const bind = await signedInject(unconfigured, {
      method: 'POST',
      url: '/api/v1/member/oidc/oidc/bind',
      headers: { cookie: `token=${session.token}`, 'accept-language': 'zh-CN' },
    });
    expect(bind.statusCode).toBe(400);
    expect(envelopeOf(bind).meta).toEqual({ code: 1106, message: translate('zh_CN', Codes.SOCIAL_NOT_SUPPORTED.key) });

    const down = await createTestApp({ oidc: { id: 'oidc', name: 'Down', issuer: `http://127.0.0.1:${await freePort()}`, clientId: 'c', clientSecret: 's' } });
    try {
      expect((await down.inject({ url: '/api/v1/member/oidc/oidc/start' })).headers.location).toBe('/login?oidcError=1106');
    } finally {
      await down.close();
    }
  });

  it('links the provider to the signed-in member (bind), and refuses a subject linked to another member', async () => {
    const member = await createMember(app.db, { email: 'dora@example.hk', locale: 'en_US', passwordHash: 'x', termsAccepted: true });
    const session = await createSession(app.db, member!.id, { method: 'EMAIL_PASSWORD' });
    const bind = await signedInject(app, { method: 'POST', url: '/api/v1/member/oidc/oidc/bind', headers: { cookie: `token=${session.token}` } });
    const { url } = envelopeOf<{ url: string }>(bind).data;
    expect(url).toBe('/api/v1/member/oidc/oidc/start?mode=bind&redirect=%2Fprofile');

    // The provider account's email differs from the member's: binding links by the session, not by email.
    provider.accounts.set('dora-work-sub', { email: 'dora@work.example', email_verified: true });
    const browser = new TestBrowser();
    browser.cookies.set('token', session.token);
    let step = await browser.navigate(appUrl + url, withinFlow);
    step = await browser.navigate(step.url, withinFlow, { form: { login: 'dora-work-sub' } });
    expect(step.location?.pathname).toBe('/profile');
    expect(await identitiesOf(member!.id)).toMatchObject([{ subject: 'dora-work-sub' }]);
    expect(await findMemberByEmail(app.db, 'dora@work.example')).toBeNull();

    // Alice's provider account is already Alice's member: another member cannot take it.
    const other = await createMember(app.db, { email: 'erin@example.hk', locale: 'en_US', passwordHash: 'x', termsAccepted: true });
    const otherSession = await createSession(app.db, other!.id, { method: 'EMAIL_PASSWORD' });
    const thief = new TestBrowser();
    thief.cookies.set('token', otherSession.token);
    const refused = await signIn(thief, 'alice-sub', '?mode=bind');
    expect(`${refused.pathname}${refused.search}`).toBe(`/login?oidcError=${Codes.CONFLICT.code}`);
    expect(await identitiesOf(other!.id)).toEqual([]);

    // Without a session there is nobody to bind to.
    expect((await app.inject({ url: '/api/v1/member/oidc/oidc/start?mode=bind' })).headers.location).toBe('/login?oidcError=1105');
    expect((await signedInject(app, { method: 'POST', url: '/api/v1/member/oidc/oidc/bind' })).statusCode).toBe(401);
  });

  it('accepts only site-relative redirects', () => {
    expect(siteRedirect('/orders?tab=2#x')).toBe('/orders?tab=2#x');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'orders', '/\t/evil.example', '', undefined])
      expect(siteRedirect(bad), String(bad)).toBeUndefined();
  });
});
