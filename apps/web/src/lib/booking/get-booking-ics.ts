import { apiGetBlob } from '@/lib/api';

/** GET booking.ics: the call's calendar invitation through the signed client (a plain link would carry no signature). */
export function getBookingIcs(id: string): Promise<Blob> {
  return apiGetBlob(`/booking/${encodeURIComponent(id)}/ics`);
}

/** Fetch the call's invitation and hand it to the browser as `<reference>.ics`, the name the server gives it. */
export async function downloadBookingIcs(id: string, reference: string): Promise<void> {
  const blob = await getBookingIcs(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${reference}.ics`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
