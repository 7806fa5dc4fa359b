import type { JSX } from 'react';

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

/** Numbered page buttons with Previous and Next; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps): JSX.Element | null {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className={['ui-pagination', className].filter(Boolean).join(' ')} aria-label="Pagination">
      <button type="button" className="ui-pagination__button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          className={['ui-pagination__button', number === page ? 'ui-pagination__button--current' : ''].filter(Boolean).join(' ')}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="ui-pagination__button" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
