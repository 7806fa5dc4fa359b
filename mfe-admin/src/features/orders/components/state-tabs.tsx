// The board's tabs: every order, then one per state, each with its count under the other filters.
// Links, so a tab can be opened in a new window or shared; the shown one is marked current.
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { ORDER_STATES } from '@rmj/contracts';
import { withBoardFilter, writeBoardState, type BoardState } from '../lib/board-state';
import { ORDERS_PATHS } from '../lib/orders-paths';

export interface StateTabsProps {
  state: BoardState;
  /** Orders per state; absent while loading. */
  counts?: Record<string, number>;
}

export function StateTabs({ state, counts }: StateTabsProps): JSX.Element {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs = [
    { value: '' as const, label: 'All', count: all },
    ...ORDER_STATES.map((value) => ({ value, label: value, count: counts?.[value] ?? (counts ? 0 : undefined) })),
  ];
  return (
    <nav className="adm-ord-tabs" aria-label="Order states">
      <ul>
        {tabs.map((tab) => {
          const search = writeBoardState(withBoardFilter(state, 'state', tab.value)).toString();
          const current = state.state === tab.value;
          return (
            <li key={tab.label}>
              <Link
                to={`${ORDERS_PATHS.board}${search ? `?${search}` : ''}`}
                aria-current={current ? 'page' : undefined}
                className={current ? 'adm-ord-tab adm-ord-tab--current' : 'adm-ord-tab'}
              >
                {tab.label}
                {tab.count !== undefined && <span className="adm-ord-count"> {tab.count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
