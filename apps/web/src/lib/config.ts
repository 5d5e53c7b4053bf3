import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY } from '@sme/shared/signature';

/** Runtime configuration the server injects into index.html as `<meta name="sme-config" content='{json}'>`. */
export interface ClientConfig {
  appId: string;
  /** The app's signing key; ships in the page, so it proves integrity and freshness, not identity. */
  appKey: string;
  /** API base path or URL, e.g. "/api/v1". */
  apiBase: string;
  /** Cache-busting value for the country/city static data. */
  geoVersion: string;
  env: string;
}

/** Defaults for the Vite dev server and unit tests, where no server rewrote index.html. */
export const DEV_CONFIG: ClientConfig = {
  appId: CLIENT_DEFAULTS.appId,
  appKey: DEV_WEBSITE_APP_KEY,
  apiBase: '/api/v1',
  geoVersion: 'dev',
  env: 'development',
};

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** Read the sme-config meta of a document (attribute values arrive HTML-unescaped); falls back field by field. */
export function readClientConfig(doc: Document | undefined = globalThis.document): ClientConfig {
  const raw = doc?.querySelector('meta[name="sme-config"]')?.getAttribute('content');
  if (!raw) return DEV_CONFIG;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      appId: str(parsed.appId, DEV_CONFIG.appId),
      appKey: str(parsed.appKey, DEV_CONFIG.appKey),
      apiBase: str(parsed.apiBase, DEV_CONFIG.apiBase).replace(/\/+$/, ''),
      geoVersion: str(parsed.geoVersion, DEV_CONFIG.geoVersion),
      env: str(parsed.env, DEV_CONFIG.env),
    };
  } catch {
    // A broken meta must not take the whole site down; the dev defaults still let pages render.
    return DEV_CONFIG;
  }
}

let cached: ClientConfig | undefined;

/** The configuration of this page, read once. */
export function clientConfig(): ClientConfig {
  cached ??= readClientConfig();
  return cached;
}

/** Tests only: forget the cached configuration. */
export function resetClientConfigForTests(): void {
  cached = undefined;
}
