import { isApiError, ApiError, CLIENT_CODES } from '../../../../api/api-error';
import { apiAddress, failureMessage, post } from '../../../../api/http';
import { uploadFile } from '../../../../api/upload';
import { common } from '../../../../lib/messages';
import type { ImportResult } from './contract-types';

// The publisher's spreadsheets: the sign-up list comes down as an xlsx file, an invitation list goes up.

const E = '/api/service/community/v1/activityEnroll' as const;

/** Fetches the xlsx (the answer is the file itself, or an envelope when refused) and saves it. */
export async function downloadEnrolList(activityId: string, fileName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiAddress(`${E}/exportEnrollList`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activityId }),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(CLIENT_CODES.network, common.offline, { cause });
  }
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('spreadsheetml')) {
    const json = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(Number(json?.code ?? CLIENT_CODES.badResponse), json?.msg ?? common.serverFailed, {
      httpStatus: res.status,
    });
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type BadRow = { row: number; value: string };
export type ImportFailure = { message: string; badRows: BadRow[]; badCount?: number };

/** Uploads the invitation list (field activityId before the file, as the server reads them in order). */
export function importInvitations(activityId: string, file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('activityId', activityId);
  form.append('file', file, file.name);
  return uploadFile(form, { toast: false }, `${E}/importInvitation`);
}

/** How far the job queue has read an import (it is read off the request path). */
export function importStatus(id: string): Promise<ImportResult> {
  return post(`${E}/importInvitationStatus`, { id });
}

/** Polls an import until the job has finished it, telling each step's progress. */
export async function untilImported(
  first: ImportResult,
  onProgress: (p: ImportResult) => void,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<ImportResult> {
  let p = first;
  while (p.status === 'queued' || p.status === 'running') {
    onProgress(p);
    await wait(500);
    p = await importStatus(p.id);
  }
  return p;
}

/** The server's own words for a refused import, with the rows it named. */
export function importFailure(error: unknown): ImportFailure {
  if (isApiError(error)) {
    const answer = error.body as { msg?: string; body?: { badRows?: BadRow[] } | null } | null;
    if (answer?.msg && error.code > 0)
      return { message: answer.msg, badRows: Array.isArray(answer.body?.badRows) ? answer.body.badRows : [] };
    return { message: failureMessage(error), badRows: [] };
  }
  return { message: common.serverFailed, badRows: [] };
}
