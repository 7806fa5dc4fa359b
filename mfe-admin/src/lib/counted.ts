/** "1 piece", "3 pieces": a count with its noun in the singular or the plural (English). */
export const counted = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
