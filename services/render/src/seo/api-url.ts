// The address of a public API call from its contract (path pattern and parameters), so the render
// service asks for exactly what the registry declares instead of a hand-written string.
import type { EndpointContract } from '@rmj/contracts';

/** `origin` + the contract's path with each `:param` filled in (URI-encoded) + the query. */
export function endpointUrl(
  origin: string,
  contract: Pick<EndpointContract, 'method' | 'path'>,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number>> = {},
): string {
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`${contract.method} ${contract.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const base = new URL(origin).origin;
  return `${base}${path}${search ? `?${search}` : ''}`;
}
