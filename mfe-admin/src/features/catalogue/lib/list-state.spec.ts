import {
  DEFAULT_LIST_STATE,
  PAGE_SIZE,
  productsQuery,
  readListState,
  toggledSort,
  withFilter,
  writeListState,
} from './list-state';

it('reads a shared link back into the same filters, sort and page', () => {
  const state = readListState(
    new URLSearchParams('q=kada&audience=men&category=Kada&material=Silver&inStock=false&sort=-price&page=3'),
  );
  expect(state).toEqual({
    ...DEFAULT_LIST_STATE,
    q: 'kada',
    audience: 'men',
    category: 'Kada',
    material: 'Silver',
    inStock: 'false',
    sort: '-price',
    page: 3,
  });
  expect(writeListState(state).toString()).toBe(
    'q=kada&audience=men&category=Kada&material=Silver&inStock=false&sort=-price&page=3',
  );
});

it('falls back to the defaults for values a hand-edited link got wrong', () => {
  const state = readListState(
    new URLSearchParams('audience=aliens&material=Bronze&sort=colour&page=-2&published=maybe'),
  );
  expect(state).toEqual(DEFAULT_LIST_STATE);
  expect(writeListState(state).toString()).toBe('');
});

it('goes back to page 1 when a filter changes, and forgets a category of another audience', () => {
  const onPage4 = { ...DEFAULT_LIST_STATE, audience: 'women' as const, category: 'Haaram', page: 4 };
  expect(withFilter(onPage4, 'published', 'true')).toMatchObject({ published: 'true', category: 'Haaram', page: 1 });
  expect(withFilter(onPage4, 'audience', 'men')).toMatchObject({ audience: 'men', category: '', page: 1 });
});

it('sorts a column ascending first, then descending; the updated column newest first', () => {
  expect(toggledSort('-updated', 'name')).toBe('name');
  expect(toggledSort('name', 'name')).toBe('-name');
  expect(toggledSort('-name', 'name')).toBe('name');
  expect(toggledSort('price', 'updated')).toBe('-updated');
});

it('asks the server for the filters that are set, the sort and one page', () => {
  const state = { ...DEFAULT_LIST_STATE, q: '  ring ', customisation: 'engraving' as const, archived: 'true' as const };
  expect(productsQuery(state)).toEqual({
    q: 'ring',
    customisation: 'engraving',
    archived: 'true',
    sort: '-updated',
    page: 1,
    pageSize: PAGE_SIZE,
  });
});
