import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@sme/shared/constants';
import type { ExportFormat, ExportKind } from '@sme/shared/schemas/console-reports';
import type { OrderStatus } from '@sme/shared/order-status';
import { deriveKey } from '../../secret-keys';

/**
 * The token of an export's download link. console.export.* (signed, audited) issues it; console.file.stream
 * accepts it instead of the request signature, because a browser downloads through a plain link that cannot
 * carry signature headers. It binds the staff member, the export's filters and an expiry, so the link only
 * downloads what was audited, only for who asked, and only for a few minutes; the session is still required.
 * The key is derived from STORAGE_KEY with a label, like the pickup code's.
 */

const KEY_LABEL = 'sme-platform export download v1';
/** How long a download link works. */
export const DOWNLOAD_TTL_MS = 5 * 60_000;

/** What a download link vouches for. */
export interface DownloadTicket {
  memberId: string;
  kind: ExportKind;
  format: ExportFormat;
  from?: string | undefined;
  to?: string | undefined;
  statuses: readonly OrderStatus[];
  lang: Locale;
  /** Expiry, Unix milliseconds. */
  expires: number;
}

/** The download key derived from the server secret (config.storageKey). */
export function downloadKey(serverSecret: Buffer): Buffer {
  return deriveKey(serverSecret, KEY_LABEL);
}

function mac(ticket: DownloadTicket, key: Buffer): Buffer {
  const fields = [
    ticket.memberId,
    ticket.kind,
    ticket.format,
    ticket.from ?? '',
    ticket.to ?? '',
    ticket.statuses.join(','),
    ticket.lang,
    String(ticket.expires),
  ];
  return createHmac('sha256', key).update(fields.join('\n')).digest();
}

/** The token of a ticket. */
export function signTicket(ticket: DownloadTicket, key: Buffer): string {
  return mac(ticket, key).toString('base64url');
}

/** Whether the token vouches for this ticket and it has not expired. */
export function isTicketValid(ticket: DownloadTicket, token: string, key: Buffer, now: number): boolean {
  const given = Buffer.from(token, 'base64url');
  const expected = mac(ticket, key);
  return ticket.expires > now && ticket.expires <= now + DOWNLOAD_TTL_MS && given.length === expected.length && timingSafeEqual(given, expected);
}
