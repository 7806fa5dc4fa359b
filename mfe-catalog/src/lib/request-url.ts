// The addresses of the catalogue's API calls, built in one place: the RTK Query endpoints request
// them, and the route list names the first ones a page makes so the shell can fetch them early.
// Framework-free (the route list must stay small): no RTK Query here.
import { API_BASE } from '@rmj/contracts';

/** A call's path with its query string; no parameters, no '?'. */
export function withQuery(path: string, params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** The full address the browser requests for a catalogue call (`/api` + path + query). */
export function catalogApiUrl(path: string, params?: Readonly<Record<string, string>>): string {
  return API_BASE + withQuery(path, params);
}
