import type { CSSProperties } from 'react';

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

// The bars' styles sit on the list once, not on each of its items: the console's month of days is
// 165 bars, and the same classes on each made half of its page's HTML and of its flight data (issue 35).
// Each item draws its bar before its label (`::before`, as tall as its `--bar` share).
const LIST =
  'flex h-40 items-end gap-1 *:flex *:h-full *:min-w-0 *:flex-1 *:flex-col *:items-center *:justify-end *:gap-1 *:text-[0.65rem] *:text-muted ' +
  '*:before:w-full *:before:rounded-t *:before:bg-brand-600 *:before:[block-size:var(--bar)]';
// Where every bar has its label, each keeps to its bar's width; where only some do, a label spills
// over its neighbours' blank ones rather than being cut to a bar's width (a day's "11/14" shown as "..4").
// The first and last labels spill only inwards, so none reaches past the chart's edges.
const EVERY_LABEL = '*:*:max-w-full *:*:truncate';
const SOME_LABELS = '*:*:whitespace-nowrap *:first:*:self-start *:last:*:self-end';

export function BarChart({ title, bars, testId }: { title: string; bars: readonly Bar[]; testId?: string }) {
  const highest = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  // At most about 12 labels under the bars (a month of days would overlap); every bar keeps its label in its title and for screen readers.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-bold">{title}</figcaption>
      <ol className={`${LIST} ${labelEvery === 1 ? EVERY_LABEL : SOME_LABELS}`} data-testid={testId}>
        {bars.map((bar, index) => {
          const named = `${bar.label}: ${bar.text}`;
          const share = { '--bar': `${Math.round(((bar.value ?? 0) / highest) * 100)}%` } as CSSProperties;
          return (
            <li key={index} title={named} style={share}>
              <span className="sr-only">{named}</span>
              <span aria-hidden="true">{index % labelEvery === 0 ? bar.label : '\u00a0'}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
