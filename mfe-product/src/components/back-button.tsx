import type { JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';

/** 'Back': one step back in history, or `fallback` when this page was the first one opened. */
export function BackButton({
  fallback = paths.home(),
  label = 'Back',
  to,
}: {
  fallback?: string;
  label?: string;
  to?: string;
}): JSX.Element {
  const navigate = useNavigate();
  function goBack(): void {
    if (to) return void navigate(to);
    // react-router numbers its history entries: 0 means there is nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }
  return (
    <button type="button" className="prd-back" onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
