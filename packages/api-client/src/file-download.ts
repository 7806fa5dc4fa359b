// Files a contract answers with (a tax invoice's PDF) that need the shopper's or staff member's
// token, so the page cannot simply link to them: the call fetches the bytes through the api's base
// query (the token by the contract, a refused session dropped, the server's message on a refusal)
// and hands them to the browser as a download. Only the file's name and size reach the store: a
// Blob is not serialisable.
import type { BaseQueryFn, EndpointBuilder, FetchArgs, MutationDefinition } from '@reduxjs/toolkit/query';
import type { EndpointRoute } from '@rmj/contracts';
import { requestFor, type CallArgs } from './contract-calls';

/** What a download call takes: the call's own input and the name the file is saved under. */
export interface DownloadArgs<R extends EndpointRoute> {
  /** The contract call's input (`{ orderNumber }`…), as contractQuery takes it. */
  call: CallArgs<R>;
  /** The saved file's name (`RMJ-25-26-000042.pdf`). */
  fileName: string;
}

/** A file handed to the browser. */
export interface SavedFile {
  fileName: string;
  /** Bytes. */
  size: number;
}

/** Saves a Blob as a download: a link to it, clicked once, then let go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The request of a download: the contract's request, whose answer is saved as `fileName` when it
 * succeeds and read as the server's refusal (JSON, else text) when it does not.
 */
export function downloadRequest<R extends EndpointRoute>(route: R, { call, fileName }: DownloadArgs<R>): FetchArgs {
  return {
    ...requestFor(route, call),
    responseHandler: async (response: Response): Promise<unknown> => {
      if (!response.ok) {
        const type = response.headers.get('content-type') ?? '';
        return type.includes('json') ? response.json() : response.text();
      }
      const blob = await response.blob();
      saveBlob(blob, fileName);
      const saved: SavedFile = { fileName, size: blob.size };
      return saved;
    },
  };
}

type AnyBaseQuery = BaseQueryFn<string | FetchArgs, unknown, unknown>;

/**
 * An RTK Query mutation that downloads a contract's file and saves it (sent on each click, never
 * cached): `download({ call: { orderNumber }, fileName })`, its `isLoading` while the file comes, its
 * `error` (with the server's message for serverMessage) when it is refused.
 */
export function contractDownload<
  R extends EndpointRoute,
  BQ extends AnyBaseQuery,
  TT extends string,
  RP extends string,
>(build: EndpointBuilder<BQ, TT, RP>, route: R): MutationDefinition<DownloadArgs<R>, BQ, TT, SavedFile, RP> {
  return build.mutation<SavedFile, DownloadArgs<R>>({
    query: (args: DownloadArgs<R>) => downloadRequest(route, args),
  } as never);
}
