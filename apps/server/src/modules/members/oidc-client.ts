import { Codes } from '@sme/shared/codes';
import * as openid from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import { AppError } from '../../http/app-error';

/** What a sign-in proved about the person at the provider. */
export interface OidcIdentity {
  subject: string;
  /** Lower-cased; undefined when the provider shares none. */
  email: string | undefined;
  emailVerified: boolean;
}

/** The PKCE, state and nonce of one authorization request; kept server-side until the callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

// Some providers send email_verified as the string "true".
const isTrue = (value: unknown) => value === true || value === 'true';

/** Seconds the provider gets to answer discovery, token and userinfo requests. */
const TIMEOUT_SECONDS = 10;

/** fetch failing to connect (undici) or a timeout: the provider is unreachable, not the token bad. */
function isUnreachable(err: unknown): boolean {
  if (err instanceof TypeError && err.message === 'fetch failed') return true;
  return err instanceof openid.ClientError && (err.code === 'OAUTH_TIMEOUT' || err.code === 'OAUTH_ABORT');
}

/** An AppError that keeps what went wrong at the provider for the log. */
function failure(def: typeof Codes.SOCIAL_NOT_SUPPORTED | typeof Codes.SOCIAL_TOKEN_INVALID, cause: unknown): AppError {
  const error = new AppError(def);
  error.cause = cause;
  return error;
}

/** 1106 when the provider cannot be reached, 1105 for every other failure (bad code, state, nonce, signature, audience…). */
function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return failure(isUnreachable(err) ? Codes.SOCIAL_NOT_SUPPORTED : Codes.SOCIAL_TOKEN_INVALID, err);
}

/**
 * The configured OpenID Connect provider through openid-client: discovery (cached; retried after a
 * failure), the authorization URL with PKCE S256, and the code exchange that validates the ID token
 * (signature, issuer, audience, expiry, nonce). Errors arrive as AppError 1105 / 1106 with the cause kept.
 */
export class OidcClient {
  private discovered: Promise<openid.Configuration> | undefined;

  constructor(readonly provider: OidcProviderConfig) {}

  private configuration(): Promise<openid.Configuration> {
    this.discovered ??= openid
      .discovery(
        new URL(this.provider.issuer),
        this.provider.clientId,
        this.provider.clientSecret,
        // client_secret_basic: the default method of OpenID Connect registration, so every provider accepts it.
        openid.ClientSecretBasic(),
        // Plain http only reaches a local test issuer: production config refuses a non-https OIDC_ISSUER.
        { timeout: TIMEOUT_SECONDS, execute: this.provider.issuer.startsWith('http:') ? [openid.allowInsecureRequests] : [] },
      )
      .catch((err: unknown) => {
        this.discovered = undefined;
        throw failure(Codes.SOCIAL_NOT_SUPPORTED, err);
      });
    return this.discovered;
  }

  /** Fresh random state, nonce and PKCE verifier for one sign-in. */
  static newChecks(): OidcChecks {
    return { state: openid.randomState(), nonce: openid.randomNonce(), codeVerifier: openid.randomPKCECodeVerifier() };
  }

  /** Where to send the browser: the provider's authorization endpoint for the openid and email scopes. */
  async authorizationUrl(redirectUri: string, checks: OidcChecks): Promise<URL> {
    const config = await this.configuration();
    return openid.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchange the code of the callback URL (as registered: the redirect URI plus the provider's query)
   * for tokens, validate the ID token, and read the email from it or, when the provider keeps it out
   * of the ID token, from the userinfo endpoint.
   */
  async identify(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const config = await this.configuration();
    try {
      const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const claims = tokens.claims();
      if (!claims) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
      const source = typeof claims.email === 'string' ? claims : await openid.fetchUserInfo(config, tokens.access_token, claims.sub);
      const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : undefined;
      return { subject: claims.sub, email: email || undefined, emailVerified: isTrue(source.email_verified) };
    } catch (err) {
      throw asAppError(err);
    }
  }
}
