// One page of the merged trail: a page of each area's trail asked for with the same filters and
// `before`, merged newest first. The last page on screen offers the next one.
import type { JSX } from 'react';
import type { StaffAuditPage } from '@rmj/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useCatalogAuditQuery } from '../api/catalog-audit';
import { useIdentityAuditQuery } from '../api/identity-audit';
import { mergeTrails } from '../lib/merge-trails';
import { AuditEntry } from './audit-entry';

/** Which trails to read. */
export type AuditAreaFilter = 'all' | 'staff' | 'catalogue';

/** Entries per page of each service. */
export const AUDIT_PAGE_SIZE = 50;

/** Props of AuditChunk. */
export interface AuditChunkProps {
  area: AuditAreaFilter;
  actorId?: string;
  before?: string;
  /** Shows "Show older entries" (the last page on screen). */
  last: boolean;
  onOlder: (before: string) => void;
}

export function AuditChunk({ area, actorId, before, last, onOlder }: AuditChunkProps): JSX.Element {
  const query = { actorId, before, limit: String(AUDIT_PAGE_SIZE) };
  const staff = useIdentityAuditQuery(query, { skip: area === 'catalogue' });
  const catalogue = useCatalogAuditQuery(query, { skip: area === 'staff' });
  const sources = [
    { name: 'staff', result: staff, wanted: area !== 'catalogue' },
    { name: 'catalogue', result: catalogue, wanted: area !== 'staff' },
  ].filter((source) => source.wanted);

  if (sources.some((source) => source.result.isLoading)) return <p role="status">Loading the audit trail…</p>;
  const failed = sources.filter((source) => source.result.isError);
  const pages = sources.flatMap((source) => (source.result.data ? [source.result.data as StaffAuditPage] : []));
  const merged = mergeTrails(pages);
  return (
    <>
      {failed.length > 0 && (
        <LoadFailed
          message={
            failed.length === sources.length
              ? NO_CONNECTION_MESSAGE
              : `The ${failed.map((source) => source.name).join(' and ')} entries could not be loaded, so this list is incomplete.`
          }
          onRetry={() => failed.forEach((source) => void source.result.refetch())}
        />
      )}
      {merged.entries.length === 0 && failed.length === 0 && before === undefined ? (
        <p>No actions match these filters yet.</p>
      ) : (
        <ol className="adm-audit" aria-label="Audit entries">
          {merged.entries.map((entry) => (
            <AuditEntry key={`${entry.area}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
      {last && merged.nextBefore && (
        <button type="button" className="adm-button adm-button--quiet" onClick={() => onOlder(merged.nextBefore!)}>
          Show older entries
        </button>
      )}
    </>
  );
}
