// The shell's words around a component rendered on its own in a test (App brings its own).
import type { JSX, ReactNode } from 'react';
import { words } from '../i18n';

export function WithWords({ children }: { children?: ReactNode }): JSX.Element {
  return <words.Provider>{children}</words.Provider>;
}
