import type { JSX } from 'react';
import { useUiT } from './i18n';

/** A loading indicator announced to assistive technology as 'Loading'. */
export function Spinner({ className }: { className?: string }): JSX.Element {
  const t = useUiT();
  return (
    <div
      role="status"
      aria-label={t('spinner.loading')}
      className={['ui-spinner', className].filter(Boolean).join(' ')}
    >
      <span className="ui-spinner__ring" aria-hidden="true" />
    </div>
  );
}
