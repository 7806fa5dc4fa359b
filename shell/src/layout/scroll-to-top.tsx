import { useEffect } from 'react';
import { useLocation } from '@rmj/router';

/** Scrolls to the top on every route change (path or query). */
export function ScrollToTop(): null {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
