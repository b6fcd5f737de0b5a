/**
 * Downloads a file of the admin API (CSV exports, the import template) with the admin's bearer
 * token in a header, never in the address: fetch, then the body as a blob handed to the browser
 * under the server's file name. A failure throws ApiError like the API client (401 signs out).
 */
import { CSV_BOM } from '../../../contracts/csv';
import { ApiError } from '../../api/client';
import { adminSession } from '../../api/session';

/** The name in `Content-Disposition: attachment; filename="..."`, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands text or a blob to the browser as a download. */
export function saveFile(content: Blob | string, name: string, type = 'text/csv;charset=utf-8') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV made in the browser, with the BOM that makes Excel read it as UTF-8 (as the server's exports). */
export const saveCsv = (csv: string, name: string) => saveFile(`${CSV_BOM}${csv}`, name);

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = adminSession.token();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token && { Authorization: `Bearer ${token}` }) },
    });
  } catch {
    throw new ApiError(0, 'Network Error');
  }
  if (!response.ok) {
    if (response.status === 401) adminSession.clear();
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiError(response.status, message ?? `Request failed with status ${response.status}`, message);
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}
