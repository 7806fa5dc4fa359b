import type { JSX } from 'react';
import { Spinner } from '@rmj/ui';

/** What a remote region shows while its code loads: the page's space stays reserved, so nothing below jumps. */
export function PageSkeleton(): JSX.Element {
  return (
    <div className="sh-page-skeleton">
      <Spinner className="sh-remote-loading" />
    </div>
  );
}
