import { generateKeyPairSync } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person at the test provider: the claims its userinfo endpoint releases. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
}

/** A running OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 for tests. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; tests add people here. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * Start a provider with one confidential client whose only redirect URI is `redirectUri`. Its sign-in
 * page is headless: GET /interaction/:uid answers a bare form, POST with `login=<subject>` signs that
 * subject in (no password: the test plays the person). Consent is granted in advance by loadExistingGrant,
 * as for a first-party client.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  // Listening first: the issuer URL names the port.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'sme-web';
  const clientSecret = 'test-client-secret-0123456789';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_basic' }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true, methods: ['S256'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, i) => `/interaction/${i.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });

  const callback = provider.callback();
  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<form method="post"><input name="login"></form>');
    const login = (await readForm(req)).get('login') ?? '';
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const handled = /^\/interaction\/[^/?]+(\?|$)/.test(req.url ?? '') ? interaction(req, res) : callback(req, res);
    Promise.resolve(handled).catch((err: unknown) => res.writeHead(500).end(String(err)));
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
