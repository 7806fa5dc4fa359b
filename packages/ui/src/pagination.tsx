import type { JSX } from 'react';
import { useUiT } from './i18n';

/** Props of Pagination. */
export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  /** Number of pages; nothing is rendered when it is 1 or less. */
  totalPages: number;
  /** Called with the chosen page. */
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page numbers to show: first, last and two either side of the current one; 0 marks a gap of two or more. */
export function visiblePages(page: number, totalPages: number): number[] {
  const wanted = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === totalPages || Math.abs(number - page) <= 2,
  );
  const shown: number[] = [];
  for (const number of wanted) {
    const previous = shown[shown.length - 1];
    if (previous !== undefined && number - previous === 2) shown.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) shown.push(0);
    shown.push(number);
  }
  return shown;
}

/** Numbered page buttons with Previous and Next; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps): JSX.Element | null {
  const t = useUiT();
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <nav className={['ui-pagination', className].filter(Boolean).join(' ')} aria-label={t('pagination.label')}>
      <button
        type="button"
        className="ui-pagination__button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pages.map((number, index) =>
        number === 0 ? (
          <span key={`gap-${index}`} className="ui-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            className={['ui-pagination__button', number === page ? 'ui-pagination__button--current' : '']
              .filter(Boolean)
              .join(' ')}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('pagination.page', { number })}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        className="ui-pagination__button"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
