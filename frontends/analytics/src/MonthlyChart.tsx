import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuro, formatMonth } from '@clipwerk/ui';

export interface MonthBar {
  month: string;
  amount: number;
}

/** The period's money per month: a bar chart, and the same figures as a list for screen readers. */
export function MonthlyChart({ bars }: { bars: MonthBar[] }) {
  const data = bars.map((bar) => ({ label: formatMonth(bar.month), amount: bar.amount }));
  const highest = Math.max(1, ...bars.map((bar) => bar.amount));
  return (
    <div className="an-chart">
      <div className="an-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          {/* The plot is hidden from assistive technology (the list below says the same), so it takes no focus either. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tickLine={false} />
            <YAxis tickFormatter={(value: number) => formatEuro(value, 0)} width={80} />
            <Tooltip formatter={(value) => formatEuro(Number(value), 0)} />
            <Bar dataKey="amount" fill="var(--cw-brand)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="an-months cw-visually-hidden">
        {bars.map((bar) => (
          <li key={bar.month}>
            <span>{formatMonth(bar.month)}</span>
            <span className="an-bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, (bar.amount / highest) * 100)}%` }} />
            </span>
            <strong>{formatEuro(bar.amount, 0)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
