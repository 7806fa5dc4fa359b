// The board's tabs: every order, then one per state, each with its count under the other filters,
// then Returns: the customers' open return and exchange requests (a state of their own).
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
  /** The Returns tab is shown (its own list of requests, not orders). */
  returns?: boolean;
  /** Open return requests; absent while loading. */
  openReturns?: number;
}

export function StateTabs({ state, counts, returns = false, openReturns }: StateTabsProps): JSX.Element {
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
          const current = !returns && state.state === tab.value;
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
        <li>
          <Link
            to={`${ORDERS_PATHS.board}?returns=open`}
            aria-current={returns ? 'page' : undefined}
            className={returns ? 'adm-ord-tab adm-ord-tab--current' : 'adm-ord-tab'}
          >
            Returns
            {openReturns !== undefined && <span className="adm-ord-count"> {openReturns}</span>}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
