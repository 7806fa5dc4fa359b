// Recognises a text the server (or a contract's schema) sent in English, so a Tamil page can show
// it in Tamil: each pattern of i18n/known-en.ts becomes a whole-text match, its `{name}` parts the
// values of the Tamil message. Anything unrecognised stays as the server wrote it.
import { knownEn } from '../i18n/known-en';

export type KnownKey = keyof typeof knownEn;

interface Pattern {
  key: KnownKey;
  names: string[];
  regex: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: Pattern[] | undefined;
function compiled(): Pattern[] {
  patterns ??= (Object.entries(knownEn) as Array<[KnownKey, string]>).map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`) };
  });
  return patterns;
}

/** The catalogue key and values of a known English text, or undefined. */
export function knownMessage(text: string): { key: KnownKey; values: Record<string, string> } | undefined {
  const trimmed = text.trim();
  for (const { key, names, regex } of compiled()) {
    const found = regex.exec(trimmed);
    if (found) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}
