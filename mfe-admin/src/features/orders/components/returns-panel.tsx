// The order page's returns: each return or exchange request the customer made on this order, with
// its steps and buttons (return-request-card.tsx). Nothing when there is none.
import type { JSX } from 'react';
import type { StaffRole } from '@rmj/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminReturnsQuery } from '../api/returns';
import { OrderPanel } from './order-panel';
import { ReturnRequestCard } from './return-request-card';

export function ReturnsPanel({ orderNumber, role }: { orderNumber: string; role: StaffRole }): JSX.Element | null {
  const { data, error, refetch } = useAdminReturnsQuery({ orderNumber });
  if (error) {
    return (
      <OrderPanel name="returns" title="Returns and exchanges" className="adm-ord-wide">
        <LoadFailed message={failureMessage(error, 'The return requests could not be loaded.')} onRetry={refetch} />
      </OrderPanel>
    );
  }
  if (!data || data.returns.length === 0) return null;
  return (
    <OrderPanel name="returns" title="Returns and exchanges" className="adm-ord-wide">
      {[...data.returns].reverse().map((request) => (
        <ReturnRequestCard key={request.returnId} request={request} role={role} />
      ))}
    </OrderPanel>
  );
}
