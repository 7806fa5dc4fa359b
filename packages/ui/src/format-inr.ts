const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees for display: '₹1,23,456' (Indian digit grouping); paise are kept only when present ('₹99.50'). */
export function formatINR(amount: number): string {
  if (!Number.isFinite(amount)) return whole.format(0);
  return Number.isInteger(amount) ? whole.format(amount) : withPaise.format(amount);
}
