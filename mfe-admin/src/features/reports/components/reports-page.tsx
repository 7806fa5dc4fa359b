// /admin/reports: the owner's reports (support reads them too): sales over a range of Indian days,
// the GST figures of a month, the stock, and a Print button (the print sheet leaves out the navigation).
import { useState, type JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';
import { monthOf, presetRange, type ReportRange } from '../lib/report-range';
import { GstSection } from './gst-section';
import { RangeForm } from './range-form';
import { SalesSection } from './sales-section';
import { StockSection } from './stock-section';
import './reports.css';

function Reports(): JSX.Element {
  const [range, setRange] = useState<ReportRange>(() => ({ ...presetRange('this-month', new Date()), group: 'day' }));
  return (
    <div className="adm-rep">
      <div className="adm-rep-head adm-rep-noprint">
        <RangeForm value={range} onApply={setRange} />
        <button type="button" className="adm-button adm-button--quiet" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className="adm-rep-range-line">{`From ${range.from} to ${range.to}, India time.`}</p>
      <SalesSection range={range} />
      <GstSection initialMonth={monthOf(range.to)} />
      <StockSection />
    </div>
  );
}

export function ReportsPage(): JSX.Element {
  return (
    <AdminPage title="Reports" permission="viewReports">
      <Reports />
    </AdminPage>
  );
}
