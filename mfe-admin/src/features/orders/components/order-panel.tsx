// One panel of the order page: a section named by its heading.
import type { JSX, ReactNode } from 'react';

export interface OrderPanelProps {
  /** Names the heading's id (`adm-ord-<name>-title`). */
  name: string;
  title: string;
  /** Adds to `adm-ord-panel` (`adm-ord-wide`: across both columns). */
  className?: string;
  children: ReactNode;
}

export function OrderPanel({ name, title, className, children }: OrderPanelProps): JSX.Element {
  return (
    <section
      className={className ? `adm-ord-panel ${className}` : 'adm-ord-panel'}
      aria-labelledby={`adm-ord-${name}-title`}
    >
      <h2 id={`adm-ord-${name}-title`}>{title}</h2>
      {children}
    </section>
  );
}
