// /admin/audit (owner): the merged trail of identity and the catalogue (orders will join), newest
// first, filtered by area and by who acted.
import { useState, type JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';
import { useAuditPeopleQuery } from '../api/audit-people';
import { AuditChunk, type AuditAreaFilter } from './audit-chunk';
import './audit.css';

function AuditTrail(): JSX.Element {
  const [area, setArea] = useState<AuditAreaFilter>('all');
  const [actorId, setActorId] = useState('');
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const people = useAuditPeopleQuery();
  const filtered = (apply: () => void) => {
    apply();
    setPages([undefined]);
  };
  return (
    <>
      <div className="adm-audit-filters" role="group" aria-label="Filters">
        <label>
          Area{' '}
          <select value={area} onChange={(e) => filtered(() => setArea(e.target.value as AuditAreaFilter))}>
            <option value="all">All areas</option>
            <option value="staff">Staff and sign-ins</option>
            <option value="catalogue">Catalogue</option>
          </select>
        </label>
        <label>
          Who{' '}
          <select value={actorId} onChange={(e) => filtered(() => setActorId(e.target.value))}>
            <option value="">Everyone</option>
            {(people.data?.staff ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pages.map((before, index) => (
        <AuditChunk
          key={`${area}|${actorId}|${before ?? 'newest'}`}
          area={area}
          actorId={actorId || undefined}
          before={before}
          last={index === pages.length - 1}
          onOlder={(older) => setPages((list) => [...list, older])}
        />
      ))}
    </>
  );
}

export function AuditPage(): JSX.Element {
  return (
    <AdminPage title="Audit trail" permission="readAudit">
      <AuditTrail />
    </AdminPage>
  );
}
