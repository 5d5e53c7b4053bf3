import { X509Certificate, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { CallbackRejected, type CallbackDelivery } from './payment-provider';

/** A delivery signed longer ago than this is refused, so a captured webhook cannot be replayed later. */
const MAX_AGE_MS = 5 * 60 * 1000;
/** Certificates are few (PayPal rotates them rarely); the cache is bounded so forged URLs cannot grow it. */
const MAX_CACHED_CERTS = 16;
const CERT_TIMEOUT_MS = 10_000;

function header(delivery: CallbackDelivery, name: string): string {
  const value = delivery.headers[name];
  if (typeof value !== 'string' || !value) throw new CallbackRejected(`${name} header missing`);
  return value;
}

/**
 * PayPal's documented offline webhook verification: the signature in paypal-transmission-sig is SHA256withRSA over
 * `transmissionId|transmissionTime|webhookId|crc32(body)`, made with the key of the certificate at paypal-cert-url.
 * The certificate is trusted because it is fetched over HTTPS from a paypal.com host (or a host allowed for tests).
 */
export function createPaypalWebhookVerifier(options: { webhookId: string; fetch: typeof fetch; certAllowedHosts: readonly string[] }) {
  const certificates = new Map<string, X509Certificate>();

  function isAllowedCertUrl(url: URL): boolean {
    if (options.certAllowedHosts.includes(url.host)) return true;
    return url.protocol === 'https:' && (url.hostname === 'paypal.com' || url.hostname.endsWith('.paypal.com'));
  }

  async function certificate(certUrl: string): Promise<X509Certificate> {
    const cached = certificates.get(certUrl);
    if (cached) return cached;
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      throw new CallbackRejected('paypal-cert-url is not a URL');
    }
    if (!isAllowedCertUrl(url)) throw new CallbackRejected(`paypal-cert-url host not trusted: ${url.host}`);
    let pem: string;
    try {
      const response = await options.fetch(url, { signal: AbortSignal.timeout(CERT_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      pem = await response.text();
    } catch (error) {
      // Refusing makes PayPal deliver again later, when its certificate server answers.
      throw new CallbackRejected(`PayPal certificate not available: ${String(error)}`);
    }
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(pem);
    } catch {
      throw new CallbackRejected('PayPal certificate not readable');
    }
    if (certificates.size >= MAX_CACHED_CERTS) certificates.delete(certificates.keys().next().value as string);
    certificates.set(certUrl, cert);
    return cert;
  }

  /** Resolves when the delivery is PayPal's and recent; throws CallbackRejected otherwise. */
  return async function verifyPaypalWebhook(delivery: CallbackDelivery, now = Date.now()): Promise<void> {
    const transmissionId = header(delivery, 'paypal-transmission-id');
    const transmissionTime = header(delivery, 'paypal-transmission-time');
    const signature = header(delivery, 'paypal-transmission-sig');
    const certUrl = header(delivery, 'paypal-cert-url');
    const algorithm = header(delivery, 'paypal-auth-algo');
    if (algorithm !== 'SHA256withRSA') throw new CallbackRejected(`paypal-auth-algo not supported: ${algorithm}`);
    const sentAt = Date.parse(transmissionTime);
    if (Number.isNaN(sentAt) || Math.abs(now - sentAt) > MAX_AGE_MS) throw new CallbackRejected('paypal-transmission-time outside 5 minutes');

    const cert = await certificate(certUrl);
    if (now < Date.parse(cert.validFrom) || now > Date.parse(cert.validTo)) throw new CallbackRejected('PayPal certificate not valid now');
    const checksum = crc32(Buffer.from(delivery.rawBody, 'utf8'));
    const message = `${transmissionId}|${transmissionTime}|${options.webhookId}|${checksum}`;
    const isValid = verify('sha256', Buffer.from(message, 'utf8'), cert.publicKey, Buffer.from(signature, 'base64'));
    if (!isValid) throw new CallbackRejected('PayPal signature not valid');
  };
}
