import type { CSSProperties, HTMLAttributes, JSX, ReactNode } from 'react';

/** Out of sight and out of the layout's flow, still read by screen readers (styled inline: no host style sheet needed). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Props of VisuallyHidden: the element to render and its attributes (a live region's role, aria-live). */
export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  as?: 'span' | 'p' | 'div';
  children?: ReactNode;
}

/** Text for screen readers only: a live region's message, a link's '(opens in a new tab)'. */
export function VisuallyHidden({ as: Tag = 'span', children, ...rest }: VisuallyHiddenProps): JSX.Element {
  return (
    <Tag {...rest} style={HIDDEN}>
      {children}
    </Tag>
  );
}
