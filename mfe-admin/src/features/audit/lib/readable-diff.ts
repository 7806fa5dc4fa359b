// An audit entry's before and after, as rows a person reads: the field's name in words and each
// value written plainly (yes/no, numbers in Indian grouping, lists joined), only for the fields
// that changed (what the services store).

/** One changed field. */
export interface DiffRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** 'oldPrice' → 'Old price'; 'customization_types' → 'Customization types'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: '—' for nothing, Yes/No, 1,25,000 for numbers, lists joined by commas. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-IN');
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(readableValue).join(', ');
  return JSON.stringify(value);
}

/** A row per field present before or after. */
export function diffRows(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): DiffRow[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: readableValue(before[field]),
    after: readableValue(after[field]),
  }));
}

/** 'staff.role_changed' → 'Staff role changed'. */
export const actionLabel = (action: string): string => fieldLabel(action);
