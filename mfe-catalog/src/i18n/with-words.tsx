// One wrapper per page: the page's content under this remote's words, in the page's language.
import type { ComponentType, JSX } from 'react';
import { words } from './index';

/** `Page` inside `<words.Provider>` (the route's load has loaded the words with the page's code). */
export function withWords<P extends object>(Page: ComponentType<P>): (props: P) => JSX.Element {
  function PageWithWords(props: P): JSX.Element {
    return (
      <words.Provider>
        <Page {...props} />
      </words.Provider>
    );
  }
  PageWithWords.displayName = `withWords(${Page.displayName ?? Page.name})`;
  return PageWithWords;
}
