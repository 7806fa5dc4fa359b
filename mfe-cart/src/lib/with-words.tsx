// Wraps a page of this remote in its words (one Provider per page), as its route's load hands it
// to the shell.
import type { ComponentType, JSX } from 'react';
import { words } from '../i18n';

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** The page inside `<words.Provider>`; the same wrapper each time, so a second load does not remount it. */
export function withWords<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Page as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function Worded(props: P): JSX.Element {
    return (
      <words.Provider>
        <Page {...props} />
      </words.Provider>
    );
  }
  Worded.displayName = `WithWords(${Page.displayName ?? Page.name})`;
  wrapped.set(Page as ComponentType<never>, Worded as ComponentType<never>);
  return Worded;
}
