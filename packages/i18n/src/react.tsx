// The page's language in React, and each part's message catalogue on react-intl (ICU messages:
// plurals by the language's rules, numbers and dates by its locale).
import { createContext, use, useCallback, useContext, type JSX, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { browserLang, DEFAULT_LANG, LANGS, LOCALES, type Lang } from './lang';

const LangContext = createContext<Lang | undefined>(undefined);

/** Gives the page's language to everything below it (the shell, around the whole page). */
export function LangProvider({ lang, children }: { lang: Lang; children?: ReactNode }): JSX.Element {
  return <LangContext value={lang}>{children}</LangContext>;
}

/** The page's language: from the shell's LangProvider, else the address (a remote on its own in development). */
export function useLang(): Lang {
  return useContext(LangContext) ?? browserLang() ?? DEFAULT_LANG;
}

/** Every message of a catalogue in one language, by key. */
export type Messages<Keys extends string = string> = Readonly<Record<Keys, string>>;

/** A language's messages as the catalogue's English defines them: each key once, no key missing, none extra. */
export type Translation<English> = { readonly [K in keyof English]: string };

type Loader<M> = () => Promise<M | { default: M }>;

/** Values an ICU message takes ({count}, {name}); elements are for rich text (`<b>…</b>`). */
export type MessageValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Looks a message up: `t('cart.empty')`, `t('cart.items', { count: 3 })`. */
export type Translate<Keys extends string> = {
  (key: Keys, values?: Record<string, string | number | Date>): string;
  /** For rich text (elements as values): may return React nodes. */
  rich: (key: Keys, values: MessageValues) => ReactNode;
};

export interface Catalogue<Keys extends string> {
  /** Which part owns these words ('shell', 'catalog', …): only in error messages. */
  readonly name: string;
  /** Loads a language's messages (once; later calls share the first). The route's load calls this beside the page's code. */
  load(lang?: Lang): Promise<Messages<Keys>>;
  /** The language's messages if they are here already. */
  peek(lang: Lang): Messages<Keys> | undefined;
  /** Puts the part's words around `children` in the page's language (suspends until they are loaded). */
  Provider: (props: { children?: ReactNode }) => JSX.Element;
  /** The message function of this catalogue, under its Provider. */
  useT: () => Translate<Keys>;
}

/**
 * One part's words: English (the spec's exact texts) and Tamil, each its own chunk, so a shopper
 * downloads only the language they read. `load()` with no language loads the browser page's
 * language, or both on the server (which renders either).
 */
export function createCatalogue<English extends Messages>(
  name: string,
  loaders: { en: Loader<English>; ta: Loader<Translation<English>> },
): Catalogue<keyof English & string> {
  type Keys = keyof English & string;
  const loaded = new Map<Lang, Messages<Keys>>();
  const pending = new Map<Lang, Promise<Messages<Keys>>>();

  const loadOne = (lang: Lang): Promise<Messages<Keys>> => {
    let promise = pending.get(lang);
    if (!promise) {
      promise = (loaders[lang] as Loader<Messages<Keys>>)().then((module) => {
        const messages = ('default' in module ? module.default : module) as Messages<Keys>;
        loaded.set(lang, messages);
        return messages;
      });
      // A failed download may be tried again (the next navigation, Retry).
      promise.catch(() => pending.delete(lang));
      pending.set(lang, promise);
    }
    return promise;
  };

  const catalogue: Catalogue<Keys> = {
    name,
    load(lang) {
      const wanted = lang ?? browserLang();
      if (wanted) return loadOne(wanted);
      return Promise.all(LANGS.map(loadOne)).then(() => loaded.get(DEFAULT_LANG) as Messages<Keys>);
    },
    peek: (lang) => loaded.get(lang),
    Provider({ children }) {
      const lang = useLang();
      const messages = loaded.get(lang) ?? use(loadOne(lang));
      return (
        <IntlProvider
          locale={LOCALES[lang]}
          defaultLocale={LOCALES[DEFAULT_LANG]}
          messages={messages}
          timeZone="Asia/Kolkata"
          onError={(error) => {
            // A missing key is caught by the catalogues' check in CI; in a page, say which part lacks it.
            console.warn(`[i18n ${name}] ${error.message}`);
          }}
        >
          {children}
        </IntlProvider>
      );
    },
    useT() {
      const intl = useIntl();
      const t = useCallback(
        (key: Keys, values?: Record<string, string | number | Date>) => intl.formatMessage({ id: key }, values),
        [intl],
      ) as Translate<Keys>;
      t.rich = (key, values) => intl.formatMessage({ id: key }, values as never) as ReactNode;
      return t;
    },
  };
  return catalogue;
}
