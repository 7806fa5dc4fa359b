// The board's search box (order number, phone or e-mail) and filters (paid between two days,
// customised or not, payment status). The search is sent when asked, a filter at once; either goes
// back to the first page.
import { useId, useState, type FormEvent, type JSX } from 'react';
import { PAYMENT_STATUS } from '@rmj/contracts';
import { DEFAULT_BOARD_STATE, withBoardFilter, type BoardFilter, type BoardState } from '../lib/board-state';

export interface BoardFiltersProps {
  state: BoardState;
  onChange: (next: BoardState) => void;
}

export function BoardFilters({ state, onChange }: BoardFiltersProps): JSX.Element {
  const id = useId();
  const [words, setWords] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // The address changed the search (back button, a link): show its words.
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setWords(state.q);
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange(withBoardFilter(state, 'q', words.trim()));
  };
  const set =
    <K extends BoardFilter>(name: K) =>
    (value: string) =>
      onChange(withBoardFilter(state, name, value as BoardState[K]));
  const filtered = state.from || state.to || state.customised || state.paymentStatus || state.q;

  return (
    <section className="adm-ord-filters" aria-label="Search and filters">
      <form className="adm-ord-search" role="search" onSubmit={search}>
        <div className="adm-field">
          <label htmlFor={`${id}-q`}>Search orders</label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={100}
            placeholder="Order number, phone or e-mail"
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <button type="submit" className="adm-button">
          Search
        </button>
      </form>
      <div className="adm-ord-filter-grid">
        <div className="adm-field">
          <label htmlFor={`${id}-from`}>Paid from</label>
          <input
            id={`${id}-from`}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-to`}>Paid to</label>
          <input
            id={`${id}-to`}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-customised`}>Customised</label>
          <select id={`${id}-customised`} value={state.customised} onChange={(e) => set('customised')(e.target.value)}>
            <option value="">Any</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-payment`}>Payment</label>
          <select
            id={`${id}-payment`}
            value={state.paymentStatus}
            onChange={(event) => set('paymentStatus')(event.target.value)}
          >
            <option value="">Any</option>
            {Object.values(PAYMENT_STATUS).map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filtered && (
        <button
          type="button"
          className="adm-link-button"
          onClick={() => onChange({ ...DEFAULT_BOARD_STATE, state: state.state })}
        >
          Clear search and filters
        </button>
      )}
    </section>
  );
}
