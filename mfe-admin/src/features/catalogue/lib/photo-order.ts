// New orders of a product's photographs (the first is the main one); each returns the whole
// permutation the service expects, or null when nothing would change.

/** The ids with the one at `index` moved by `delta` places (−1 left, +1 right). */
export function moved(ids: readonly string[], index: number, delta: number): string[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length || delta === 0) return null;
  const next = [...ids];
  const [photo] = next.splice(index, 1);
  next.splice(target, 0, photo);
  return next;
}

/** The ids with `id` first. */
export function madeMain(ids: readonly string[], id: string): string[] | null {
  const index = ids.indexOf(id);
  return index > 0 ? moved(ids, index, -index) : null;
}

/** The ids after dropping the one dragged from `from` onto position `to`. */
export function dropped(ids: readonly string[], from: number, to: number): string[] | null {
  return moved(ids, from, to - from);
}
