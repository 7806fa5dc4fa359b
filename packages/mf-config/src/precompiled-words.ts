// A part's message catalogues (src/i18n/en.ts, src/i18n/ta.ts) as react-intl's pre-parsed message
// trees in the browser builds, so no ICU parser ships to the browser (FormatJS: "pre-parsed ASTs" with
// `@formatjs/icu-messageformat-parser` pointed at its `no-parser` build). The catalogue module is run
// at build time (webpack's importModule: TypeScript and its imports as the build resolves them), each
// message parsed exactly as react-intl would parse it at run time, and the module replaced by the
// result. Jest and the server build keep the source strings and the parser.
import type { RuleSetRule } from 'webpack';
import { parse } from '@formatjs/icu-messageformat-parser';

/** The language of each catalogue file and the locale react-intl formats it in. */
export const CATALOGUE_LOCALES: Readonly<Record<string, string>> = { en: 'en-IN', ta: 'ta-IN' };

/** The query that asks for a catalogue's own source (the loader runs it; the rule skips it). */
const SOURCE_QUERY = 'rmj-words-source';

/** The package react-intl parses with, and what the browser builds resolve it to instead. */
export const ICU_PARSER_ALIAS = {
  '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
} as const;

/** Parses every message of a catalogue (key → ICU string) into the trees react-intl formats. */
export function precompileMessages(messages: Record<string, unknown>, locale: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`message ${key} is not a string`);
    try {
      // The options react-intl gives the parser (tags are rich-text elements, skeletons unparsed).
      result[key] = parse(message, { ignoreTag: false, locale: new Intl.Locale(locale) });
    } catch (error) {
      throw new Error(`message ${key} (${locale}) is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return result;
}

/** The webpack rule of an app folder's catalogues (`<dir>/src/i18n/{en,ta}.ts`). */
export function precompiledWordsRule(srcI18n: string): RuleSetRule {
  return {
    test: /[\\/](en|ta)\.ts$/,
    include: srcI18n,
    resourceQuery: { not: [new RegExp(SOURCE_QUERY)] },
    loader: require.resolve('./precompiled-words'),
  };
}

interface LoaderContext {
  resourcePath: string;
  async(): (error: Error | null, result?: string) => void;
  importModule(request: string): Promise<{ default?: unknown }>;
}

/**
 * The loader, as a pitch: it answers for the file before any other loader runs on it (the catalogue's
 * source is compiled by the normal rules inside importModule, under the source query).
 */
export function pitch(this: LoaderContext): void {
  const callback = this.async();
  const lang = /[\\/](en|ta)\.ts$/.exec(this.resourcePath)?.[1] ?? 'en';
  this.importModule(`${this.resourcePath}?${SOURCE_QUERY}`)
    .then((catalogue) => {
      const messages = catalogue.default;
      if (!messages || typeof messages !== 'object') throw new Error(`${this.resourcePath} has no default export`);
      const trees = precompileMessages(messages as Record<string, unknown>, CATALOGUE_LOCALES[lang] ?? 'en-IN');
      // JSON.parse of a string literal: parsed faster than the same object written as code.
      callback(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(trees))});\n`);
    })
    .catch((error: Error) => callback(error));
}
