import { counted } from './counted';

it('says one piece, and many pieces with Indian digit grouping', () => {
  expect(counted(1, 'piece')).toBe('1 piece');
  expect(counted(0, 'refund')).toBe('0 refunds');
  expect(counted(150000, 'order')).toBe('1,50,000 orders');
  expect(counted(2, 'tax invoice')).toBe('2 tax invoices');
});
