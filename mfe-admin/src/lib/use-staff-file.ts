// A customer's file or engraving proof (GET /api/admin/files/:fileId) for the order page, the job
// card and a draft's personalisation. The address needs the staff token, so an <img src> cannot
// load it: the bytes are fetched with the token and shown through an object URL, let go when the
// screen is left.
import { useEffect, useState } from 'react';
import { urlFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { clearStaffSession, readStaffSession } from './staff-session';

/** Where a file stands: coming, shown from `url` (its type as served), or not to be had. */
export type StaffFile =
  { state: 'loading' } | { state: 'ready'; url: string; type: string } | { state: 'failed'; status?: number };

/** Fetches a staff-only address as a Blob, with the staff token; a refused token ends the session. */
export async function fetchStaffBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const session = readStaffSession();
  const headers = new Headers();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(new Request(path, { headers, signal }));
  if (response.status === 401 && session) clearStaffSession('ended');
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return response.blob();
}

/** The file with this id as an object URL (revoked on unmount or when the id changes). */
export function useStaffFile(fileId: string | undefined): StaffFile {
  const [file, setFile] = useState<StaffFile>({ state: 'loading' });
  useEffect(() => {
    if (!fileId) {
      setFile({ state: 'failed' });
      return undefined;
    }
    const controller = new AbortController();
    let url: string | undefined;
    setFile({ state: 'loading' });
    fetchStaffBlob(urlFor(ENDPOINT_ROUTES.adminFile, { fileId }), controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setFile({ state: 'ready', url, type: blob.type });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFile({ state: 'failed', status: (error as { status?: number }).status });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);
  return file;
}
