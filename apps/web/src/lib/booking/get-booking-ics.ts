import { apiGetBlob } from '@/lib/api';
import { saveBlob } from '@/lib/files/save-blob';

/** GET booking.ics: the call's calendar invitation through the signed client (a plain link would carry no signature). */
export function getBookingIcs(id: string): Promise<Blob> {
  return apiGetBlob(`/booking/${encodeURIComponent(id)}/ics`);
}

/** Fetch the call's invitation and hand it to the browser as `<reference>.ics`, the name the server gives it. */
export async function downloadBookingIcs(id: string, reference: string): Promise<void> {
  saveBlob(await getBookingIcs(id), `${reference}.ics`);
}
