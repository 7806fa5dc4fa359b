// Sales over time as bars (money in per period), drawn by recharts. Its own chunk, loaded only on
// the reports screen (React.lazy), so the back office's first load carries no charting code. The
// bars are a picture for the eye: screen readers get the same figures as a table.
import type { JSX } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesPeriod } from '@rmj/contracts';
import { formatPaise, VisuallyHidden } from '@rmj/ui';

const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** ₹ on the axis in short (₹1.2L, ₹15K): readable at 360 px. */
const axisRupees = (rupees: number): string => `₹${COMPACT.format(rupees)}`;

export interface SalesChartProps {
  periods: readonly SalesPeriod[];
}

export default function SalesChart({ periods }: SalesChartProps): JSX.Element {
  const data = periods.map((p) => ({ label: p.label, rupees: p.amount / 100, orders: p.orders }));
  return (
    <figure className="adm-rep-chart">
      <figcaption>Money in per period</figcaption>
      <div aria-hidden="true" className="adm-rep-chart-box">
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
            <YAxis tickFormatter={axisRupees} tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={(value) => formatPaise(Number(value) * 100)} />
            <Bar dataKey="rupees" name="Money in" fill="#8a5a14" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption>Money in per period</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Orders</th>
              <th scope="col">Money in</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.start}>
                <th scope="row">{p.label}</th>
                <td>{p.orders}</td>
                <td>{formatPaise(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
