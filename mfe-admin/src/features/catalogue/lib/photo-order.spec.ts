import { dropped, madeMain, moved } from './photo-order';

const ids = ['a', 'b', 'c', 'd'];

it('moves a photograph one place left or right, and nowhere past either end', () => {
  expect(moved(ids, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
  expect(moved(ids, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
  expect(moved(ids, 0, -1)).toBeNull();
  expect(moved(ids, 3, 1)).toBeNull();
});

it('makes a photograph the main one by putting it first, keeping the others in order', () => {
  expect(madeMain(ids, 'c')).toEqual(['c', 'a', 'b', 'd']);
  expect(madeMain(ids, 'a')).toBeNull();
  expect(madeMain(ids, 'z')).toBeNull();
});

it('drops a dragged photograph where it was let go', () => {
  expect(dropped(ids, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  expect(dropped(ids, 2, 2)).toBeNull();
});
