import type { ProductEntry } from './product-entry';

const MAX_CACHED_TERMS = 2000;

/**
 * Word index over the search text of every product. A search word never holds
 * whitespace, so it occurs in a product's text exactly when it occurs inside
 * one of the text's whitespace-separated tokens: scanning the (small) list of
 * distinct tokens gives the same answer as scanning every product, far faster.
 * Matching is plain substring matching, so regex characters are literal.
 */
export class SearchIndex {
  private readonly tokens: string[] = [];
  private readonly postings: Int32Array[] = [];
  private readonly byTerm = new Map<string, Uint8Array>();

  constructor(private readonly entries: readonly ProductEntry[]) {
    const lists = new Map<string, number[]>();
    for (const e of entries) {
      for (const token of new Set(e.haystack.split(/\s+/))) {
        if (!token) continue;
        let list = lists.get(token);
        if (!list) lists.set(token, (list = []));
        list.push(e.index);
      }
    }
    for (const [token, list] of lists) {
      this.tokens.push(token);
      this.postings.push(Int32Array.from(list));
    }
  }

  /** A read-only mask over entry indexes (1 = every word found), or undefined when there are no words. */
  match(terms: readonly string[] | undefined): Readonly<Uint8Array> | undefined {
    if (!terms?.length) return undefined;
    if (terms.length === 1) return this.termMask(terms[0]);
    const result = this.termMask(terms[0]).slice();
    for (const term of terms.slice(1)) {
      const mask = this.termMask(term);
      for (let i = 0; i < result.length; i += 1) result[i] &= mask[i];
    }
    return result;
  }

  private termMask(term: string): Uint8Array {
    const cached = this.byTerm.get(term);
    if (cached) return cached;
    const mask = new Uint8Array(this.entries.length);
    for (let t = 0; t < this.tokens.length; t += 1) {
      if (!this.tokens[t].includes(term)) continue;
      const list = this.postings[t];
      for (let i = 0; i < list.length; i += 1) mask[list[i]] = 1;
    }
    if (this.byTerm.size >= MAX_CACHED_TERMS) this.byTerm.clear();
    this.byTerm.set(term, mask);
    return mask;
  }
}
