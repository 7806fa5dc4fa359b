// The CSV page's helpers: saving the downloaded text as a file, naming it, and reading an import's
// answers (applied, or refused row by row).
import { saveBlob } from '@rmj/api-client';
import type { CatalogueImportResult } from '@rmj/contracts';

/** "rmj-catalogue-2025-11-26.csv" (the local date). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `rmj-catalogue-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves text as a download. */
export function saveTextFile(text: string, name: string, type: string): void {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), name);
}

/** "Imported: 3 new, 12 updated." */
export const importedSummary = ({ created, updated }: CatalogueImportResult): string =>
  `Imported: ${created} new, ${updated} updated.`;

/** The bad rows of a refused import (422), or null for any other failure. */
export function badRowsOf(error: unknown): { rows: { line: number; reason: string }[] } | null {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { rows?: unknown } };
  if (status !== 422 || !data || !Array.isArray(data.rows)) return null;
  const rows = data.rows.filter(
    (row): row is { line: number; reason: string } => typeof row?.line === 'number' && typeof row?.reason === 'string',
  );
  return { rows };
}
