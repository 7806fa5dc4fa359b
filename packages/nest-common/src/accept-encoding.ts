/** The content codings the shop's JSON answers come in: what the catalog keeps copies of. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** An RFC 9110 qvalue: 0 to 1 with at most three decimals. */
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * The coding for an Accept-Encoding header, as the `compression` middleware negotiates it: the
 * highest q-value among br and gzip (`*` stands for any not named), br on a tie; none → identity
 * (never a 406: an uncompressed answer is always sent). A member with a malformed q-value is
 * ignored, names are compared without case. One definition for the catalog, which compresses by
 * it, and the gateway, which keys its edge cache by it and asks the catalog for exactly that coding.
 */
export function chosenCoding(header: string | string[] | undefined): ContentCoding {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'identity';
  const q = new Map<string, number>();
  for (const member of text.split(',')) {
    const [rawName, ...params] = member.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    if (qParam !== undefined && !QVALUE.test(qParam.slice(2))) continue;
    q.set(name, qParam === undefined ? 1 : Number(qParam.slice(2)));
  }
  const qOf = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = qOf('br');
  const gzip = qOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
