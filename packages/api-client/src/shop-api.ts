// The one way a remote creates its RTK Query api: React hooks that, on the server, start their query
// during render (so the render service can wait for the page's data and render it), and an api that
// takes its first state from a server-rendered page instead of asking again.
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  type CreateApi,
  type coreModuleName,
  type reactHooksModuleName,
} from '@reduxjs/toolkit/query/react';
import { API_HYDRATED_ACTION, type ApiHydratedAction } from '@rmj/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';

/** `extractRehydrationInfo` of every shop api: its part of a server-rendered page's state. */
export function fromServerRender(action: UnknownAction, { reducerPath }: { reducerPath: string }): undefined | never {
  if (action.type !== API_HYDRATED_ACTION) return undefined;
  const { payload } = action as unknown as ApiHydratedAction;
  return (payload.reducerPath === reducerPath ? payload.state : undefined) as never;
}

const create = buildCreateApi(
  coreModule(),
  // Only a server render has no window: there a hook's query starts in render, since effects never run.
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** createApi of '@reduxjs/toolkit/query/react', ready for server rendering and hydration. */
export const createShopApi = ((options: Parameters<typeof create>[0]) =>
  create({ extractRehydrationInfo: fromServerRender, ...options })) as unknown as CreateApi<
  typeof coreModuleName | typeof reactHooksModuleName
>;
