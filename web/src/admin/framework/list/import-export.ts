import { SESSION_AREA_HEADER } from '../../../app/cookies';
import { trackRequest } from '../../../app/loading';

/**
 * Spreadsheet import and export through the REST contract (shared/api-contract.md): import is
 * `POST /api/admin/{entity}/import` with multipart `file`, answering `{imported, errors: [{row, messages}]}`;
 * export is `GET /api/admin/{entity}/export`, a file saved as '{entity} list.xlsx'.
 */
export interface ImportRowError {
  row: number;
  messages: Record<string, string | string[]>;
}

export interface ImportAnswer {
  imported: number;
  errors: ImportRowError[];
}

/** A failed call: the texts to show (the 422 body's field messages, or its message). */
export class RestCallError extends Error {
  constructor(public readonly messages: string[]) {
    super(messages.join('\n'));
  }
}

/** The admin's session travels in its HttpOnly cookie (sent same-origin); the header names the area. */
function authHeaders(): Record<string, string> {
  return { [SESSION_AREA_HEADER]: 'admin' };
}

async function failure(response: Response): Promise<RestCallError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = (body && typeof body === 'object' ? body : {}) as { message?: unknown; error?: unknown; errors?: unknown };
  const messages: string[] = [];
  if (record.errors && typeof record.errors === 'object') {
    for (const value of Object.values(record.errors as Record<string, unknown>)) {
      for (const text of Array.isArray(value) ? value : [value]) if (typeof text === 'string') messages.push(text);
    }
  }
  if (!messages.length) {
    const text = record.message ?? record.error;
    messages.push(typeof text === 'string' && text ? text : response.statusText || String(response.status));
  }
  return new RestCallError([...new Set(messages)]);
}

export const importUrl = (entity: string) => `/api/admin/${encodeURIComponent(entity)}/import`;
// A path of several segments (`form/5/histories`) keeps its slashes.
export const exportUrl = (entity: string) => `/api/admin/${entity.split('/').map(encodeURIComponent).join('/')}/export`;
export const exportFileName = (entity: string) => `${entity} list.xlsx`;

export async function importSpreadsheet(entity: string, file: File): Promise<ImportAnswer> {
  return trackRequest(async () => {
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(importUrl(entity), { method: 'POST', headers: authHeaders(), body, credentials: 'same-origin' });
    if (!response.ok) throw await failure(response);
    const answer = (await response.json()) as Partial<ImportAnswer>;
    return { imported: answer.imported ?? 0, errors: Array.isArray(answer.errors) ? answer.errors : [] };
  });
}

export async function exportSpreadsheet(entity: string, fileName = exportFileName(entity)): Promise<void> {
  await downloadFile(exportUrl(entity), fileName);
}

/** GETs a file of the admin API (e.g. a report's export) and offers it as a download. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await trackRequest(async () => {
    const response = await fetch(url, { headers: authHeaders(), credentials: 'same-origin' });
    if (!response.ok) throw await failure(response);
    return response.blob();
  });
  saveBlob(blob, fileName);
}

/** Offers a blob as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
