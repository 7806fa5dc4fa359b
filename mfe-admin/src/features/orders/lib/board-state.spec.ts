import { boardQuery, readBoardState, withBoardFilter, writeBoardState } from './board-state';

describe('the board in the address', () => {
  it('reads a shared link and writes it back the same', () => {
    const search =
      'state=In+workshop&from=2026-11-01&to=2026-11-30&customised=no&paymentStatus=Refunded&paymentMethod=cod&codToCollect=yes&q=anu&page=3';
    const state = readBoardState(new URLSearchParams(search));
    expect(state).toEqual({
      state: 'In workshop',
      from: '2026-11-01',
      to: '2026-11-30',
      customised: 'no',
      paymentStatus: 'Refunded',
      paymentMethod: 'cod',
      codToCollect: 'yes',
      q: 'anu',
      page: 3,
    });
    expect(writeBoardState(state).toString()).toBe(search);
    expect(boardQuery(state)).toEqual({ ...state, page: '3' });
  });

  it('falls back to "any" for what a hand-edited link gets wrong', () => {
    const state = readBoardState(
      new URLSearchParams('state=Lost&from=yesterday&customised=maybe&paymentMethod=cash&codToCollect=no&page=-2'),
    );
    expect(writeBoardState(state).toString()).toBe('');
    expect(boardQuery(state)).toEqual({});
  });

  it('goes back to the first page when a filter or the tab changes', () => {
    const state = readBoardState(new URLSearchParams('page=4'));
    expect(withBoardFilter(state, 'state', 'Shipped')).toMatchObject({ state: 'Shipped', page: 1 });
  });
});
