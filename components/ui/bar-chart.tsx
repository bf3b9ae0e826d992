/**
 * A series as bars, drawn on the server with no script (a tutor's months, the console's days and
 * weeks): the trend at a glance; each bar's label and figure stay readable as a list for screen
 * readers and in the bars' titles. The list runs in the page's direction, so in Persian time runs
 * from the right. A bar with no figure (`value` null) is drawn empty.
 */
export interface Bar {
  label: string;
  value: number | null;
  text: string;
}

export function BarChart({ title, bars, testId }: { title: string; bars: readonly Bar[]; testId?: string }) {
  const highest = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  // At most about 12 labels under the bars (a month of days would overlap); every bar keeps its label in its title and for screen readers.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-bold">{title}</figcaption>
      <ol className="flex h-40 items-end gap-1" data-testid={testId}>
        {bars.map((bar, index) => (
          <li key={index} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1" title={`${bar.label}: ${bar.text}`}>
            <span className="sr-only">
              {bar.label}: {bar.text}
            </span>
            <span aria-hidden="true" className="w-full rounded-t bg-brand-600" style={{ blockSize: `${Math.round(((bar.value ?? 0) / highest) * 100)}%` }} />
            <span aria-hidden="true" className="max-w-full truncate text-[0.65rem] text-muted">
              {index % labelEvery === 0 ? bar.label : '\u00a0'}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
