import type { ReactNode } from 'react';

/**
 * A titled part of an operator page: its heading, then its table, or what to say when it has no rows.
 * `id` names the heading for the section's label.
 */
export function ReportSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {empty === null ? children : <p>{empty}</p>}
    </section>
  );
}

/** A table of an operator page: its column headings, its rows (`tr`s), scrolling sideways when wide. */
export function ReportTable({ testId, columns, children }: { testId: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className="p-2 text-start">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
