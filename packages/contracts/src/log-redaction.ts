/**
 * Addresses as logs and trace spans may show them. Some addresses are secrets or personal data
 * themselves: a customer's file id fetches the file, a proof token answers an engraving proof, an
 * order number shows an order's tracking. Wherever one of those stands in a path, a log shows the
 * parameter's name instead (`/api/proofs/:token`, `/order-proof/:token`, `/api/track-order/:orderNumber`)
 * and no query; `?order=` (tracking links) is shown as `?order=:orderNumber`.
 */
import { ENDPOINTS } from './endpoints/registry';
import type { EndpointContract } from './endpoints/define';
import { redactFileUrl } from './upload-rules';

/** Path parameters whose values never reach a log. */
const SECRET_PARAMETERS = new Set(['token', 'orderNumber', 'fileId']);
/** Pages (not API calls) whose addresses carry one: the proof link mailed to a shopper. */
const PAGE_TEMPLATES = ['/order-proof/:token'];
/** Query parameters whose values never reach a log (a tracking link's order number). */
const SECRET_QUERY = new Map([['order', ':orderNumber']]);
/** The back office searches orders and customers by phone, e-mail or name: its search words stay out of logs. */
const STAFF_SEARCH_QUERY = new Map([...SECRET_QUERY, ['q', ':search']]);
const STAFF_API = /^\/api\/admin\//i;

interface Rule {
  /** Segments before the secret one (`:x` matches any). */
  prefix: string[];
  name: string;
  /** Literal segments other addresses have at that place (`/api/orders/mine` is not an order number). */
  literals: Set<string>;
}

const TEMPLATES = [...Object.values<EndpointContract>(ENDPOINTS).map((e) => e.path), ...PAGE_TEMPLATES].map((path) =>
  path.toLowerCase().split('/'),
);

const prefixMatches = (segments: string[], prefix: string[]) =>
  prefix.every((want, i) => want.startsWith(':') || segments[i]?.toLowerCase() === want);

const RULES: Rule[] = [...Object.values<EndpointContract>(ENDPOINTS).map((e) => e.path), ...PAGE_TEMPLATES].flatMap(
  (path) =>
    path.split('/').flatMap((segment, index, all) => {
      if (!segment.startsWith(':') || !SECRET_PARAMETERS.has(segment.slice(1))) return [];
      const prefix = all.slice(0, index).map((s) => s.toLowerCase());
      const literals = new Set(
        TEMPLATES.filter((t) => t.length > index && prefixMatches(t, prefix) && !t[index].startsWith(':')).map(
          (t) => t[index],
        ),
      );
      return [{ prefix, name: segment.slice(1), literals }];
    }),
);

/** `url` (a path with its query, or an absolute URL) as a log line or a span may show it. */
export function redactUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(absolute.length);
  const files = redactFileUrl(rest);
  if (files !== rest) return absolute + files;
  const queryAt = rest.search(/[?#]/);
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const query = queryAt < 0 ? '' : rest.slice(queryAt);
  const segments = path.split('/');
  let redacted = false;
  for (const rule of RULES) {
    const at = rule.prefix.length;
    if (segments.length <= at || segments[at] === '' || !prefixMatches(segments, rule.prefix)) continue;
    if (rule.literals.has(segments[at].toLowerCase())) continue;
    segments[at] = `:${rule.name}`;
    redacted = true;
  }
  if (redacted) return absolute + segments.join('/');
  return absolute + path + redactQuery(query, STAFF_API.test(path) ? STAFF_SEARCH_QUERY : SECRET_QUERY);
}

function redactQuery(query: string, secret: ReadonlyMap<string, string>): string {
  if (!query.startsWith('?')) return query;
  const [search, hash = ''] = query.slice(1).split('#', 2);
  const parts = search.split('&').map((part) => {
    const eq = part.indexOf('=');
    let name = eq < 0 ? part : part.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is shown as sent.
    }
    const shown = secret.get(name);
    return shown === undefined ? part : `${part.slice(0, eq < 0 ? part.length : eq)}=${shown}`;
  });
  return `?${parts.join('&')}${hash ? `#${hash}` : ''}`;
}
