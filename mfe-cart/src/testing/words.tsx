// A page in its words, as its route gives it to the shell: the language (the shell's LangProvider)
// and this remote's catalogue (loaded before each spec by load-words.ts, so nothing suspends).
import type { JSX, ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { LangProvider, type Lang } from '@rmj/i18n';
import { words } from '../i18n';

export function InWords({ lang = 'en', children }: { lang?: Lang; children?: ReactNode }): JSX.Element {
  return (
    <LangProvider lang={lang}>
      <words.Provider>{children}</words.Provider>
    </LangProvider>
  );
}

/** This remote's message function in a language, outside a page (for a function that takes one). */
export function wordsIn(lang: Lang) {
  return renderHook(() => words.useT(), { wrapper: ({ children }) => <InWords lang={lang}>{children}</InWords> }).result
    .current;
}
