/**
 * Twelve months of earnings as bars (drawn on the server, no script): a tutor sees the trend at a
 * glance; the figures stay readable as a list for screen readers and in the bars' titles.
 */
export function MonthlyChart({ title, months }: { title: string; months: { label: string; cents: number; text: string }[] }) {
  const highest = Math.max(1, ...months.map((m) => m.cents));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-bold">{title}</figcaption>
      <ol className="flex h-40 items-end gap-1" data-testid="earnings-chart">
        {months.map((month, index) => (
          <li key={index} className="flex h-full flex-1 flex-col items-center justify-end gap-1" title={`${month.label}: ${month.text}`}>
            <span className="sr-only">
              {month.label}: {month.text}
            </span>
            <span aria-hidden="true" className="w-full rounded-t bg-brand-600" style={{ blockSize: `${Math.round((month.cents / highest) * 100)}%` }} />
            <span aria-hidden="true" className="text-[0.65rem] text-muted">
              {month.label}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
