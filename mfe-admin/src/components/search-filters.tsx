// A list's search box and filters (the products table, the orders board): the search is sent when
// asked (Enter or Search), the filters (the children) at once, and "Clear search and filters" shows
// once anything is set. The box shows the address's words again when they change (back button, a
// link). FilterSelect is one filter picked from a list.
import { useId, useState, type FormEvent, type JSX, type ReactNode } from 'react';

export interface SearchFiltersProps {
  /** The search field's label ("Search orders"). */
  label: string;
  /** What can be searched for ("Order number, phone or e-mail"). */
  placeholder: string;
  /** The words searched for now (from the address). */
  q: string;
  /** Searches for the words typed, trimmed. */
  onSearch: (words: string) => void;
  /** Whether a search or a filter is set. */
  filtered: boolean;
  onClear: () => void;
  /** Adds to the `adm-filters` block (a feature's column width). */
  className?: string;
  /** The filter fields. */
  children: ReactNode;
}

export function SearchFilters({
  label,
  placeholder,
  q,
  onSearch,
  filtered,
  onClear,
  className,
  children,
}: SearchFiltersProps): JSX.Element {
  const id = useId();
  const [words, setWords] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The address changed the search (back button, a link): show its words.
  if (shownQ !== q) {
    setShownQ(q);
    setWords(q);
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };

  return (
    <section className={className ? `adm-filters ${className}` : 'adm-filters'} aria-label="Search and filters">
      <form className="adm-filters__search" role="search" onSubmit={search}>
        <div className="adm-field">
          <label htmlFor={`${id}-q`}>{label}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <button type="submit" className="adm-button">
          Search
        </button>
      </form>
      <div className="adm-filters__grid">{children}</div>
      {filtered && (
        <button type="button" className="adm-link-button" onClick={onClear}>
          Clear search and filters
        </button>
      )}
    </section>
  );
}

/** One choice of a filter: the value sent ('' for any) and its words. */
export interface FilterChoice {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
}

/** A filter picked from a list, applied at once. */
export function FilterSelect({ label, value, choices, onChange }: FilterSelectProps): JSX.Element {
  const id = useId();
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
