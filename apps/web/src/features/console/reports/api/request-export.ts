import type { ExportRequest, ExportTicket } from '@sme/shared/schemas/console-reports';
import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { clientConfig } from '@/lib/config';

/** POST console.export.<kind>: audited on the server; answers the link that downloads the file. */
export function requestExport({ kind, ...body }: ExportRequest): Promise<ExportTicket> {
  return apiPostJson<ExportTicket>(`/console/export/${kind}`, { ...body }, { omitMcId: true });
}

/** The absolute address of a download link (the server answers it relative to the API's origin). */
export function downloadHref(downloadUrl: string): string {
  return new URL(downloadUrl, new URL(clientConfig().apiBase, window.location.href)).href;
}

/**
 * Hands the link to the browser as a download: the file streams from the server straight to disk, never through
 * this page's memory (a fetched blob would hold a 100,000-row export in the tab).
 */
export function saveFile(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hook: ask for an export, then download it. */
export const useRequestExport = () =>
  useMutation({
    mutationFn: requestExport,
    onSuccess: (ticket) => saveFile(downloadHref(ticket.downloadUrl)),
  });
