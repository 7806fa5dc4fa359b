// The board's search box (order number, phone or e-mail) and filters (paid between two days,
// customised or not, payment status, payment method). The search is sent when asked, a filter at once; either goes
// back to the first page.
import { useId, type JSX } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUS } from '@rmj/contracts';
import { FilterSelect, SearchFilters } from '../../../components/search-filters';
import { DEFAULT_BOARD_STATE, withBoardFilter, type BoardFilter, type BoardState } from '../lib/board-state';

const CUSTOMISED_CHOICES = [
  { value: '', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const PAYMENT_CHOICES = [
  { value: '', label: 'Any' },
  ...Object.values(PAYMENT_STATUS).map((status) => ({ value: status, label: status })),
];

const METHOD_CHOICES = [
  { value: '', label: 'Any' },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
];

export interface BoardFiltersProps {
  state: BoardState;
  onChange: (next: BoardState) => void;
}

export function BoardFilters({ state, onChange }: BoardFiltersProps): JSX.Element {
  const id = useId();
  const set =
    <K extends BoardFilter>(name: K) =>
    (value: string) =>
      onChange(withBoardFilter(state, name, value as BoardState[K]));
  const filtered = !!(
    state.from ||
    state.to ||
    state.customised ||
    state.paymentStatus ||
    state.paymentMethod ||
    state.codToCollect ||
    state.q
  );

  return (
    <SearchFilters
      label="Search orders"
      placeholder="Order number, phone or e-mail"
      q={state.q}
      onSearch={set('q')}
      filtered={filtered}
      onClear={() => onChange({ ...DEFAULT_BOARD_STATE, state: state.state })}
      className="adm-ord-filters"
    >
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
      <FilterSelect
        label="Customised"
        value={state.customised}
        choices={CUSTOMISED_CHOICES}
        onChange={set('customised')}
      />
      <FilterSelect
        label="Payment"
        value={state.paymentStatus}
        choices={PAYMENT_CHOICES}
        onChange={set('paymentStatus')}
      />
      <FilterSelect
        label="Paid by"
        value={state.paymentMethod}
        choices={METHOD_CHOICES}
        onChange={set('paymentMethod')}
      />
    </SearchFilters>
  );
}
