import { useEffect, useRef, useState, type FormEvent, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { words } from '../i18n';
import { CloseIcon, SearchIcon } from './icons';

/** The header's search: an icon that opens a box; Escape, an outside click or the close control closes it. */
export function SearchBox(): JSX.Element {
  const t = words.useT();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  // The box opened because the shopper pressed Search: start them in it (an effect, not autoFocus).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (query === '') return;
    navigate(paths.search(query));
    setTerm('');
    setOpen(false);
  };

  return (
    <div className="sh-search" ref={root}>
      <button
        type="button"
        className="sh-icon-button"
        aria-label={t('search.open')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <SearchIcon />
      </button>
      {open && (
        <form className="sh-search__panel" role="search" onSubmit={submit}>
          <input
            ref={input}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            className="sh-search__input"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className="sh-search__go" aria-label={t('search.submit')}>
            <SearchIcon />
          </button>
          <button
            type="button"
            className="sh-icon-button"
            aria-label={t('search.close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
        </form>
      )}
    </div>
  );
}
