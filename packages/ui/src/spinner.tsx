import type { JSX } from 'react';

/** A loading indicator announced to assistive technology as 'Loading'. */
export function Spinner({ className }: { className?: string }): JSX.Element {
  return (
    <div role="status" aria-label="Loading" className={['ui-spinner', className].filter(Boolean).join(' ')}>
      <span className="ui-spinner__ring" aria-hidden="true" />
    </div>
  );
}
