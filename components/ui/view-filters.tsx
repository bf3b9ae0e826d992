import { Link } from '@/lib/i18n/navigation';

/** A row of views of one list (the console's jobs by state, a tutor's offers waiting or all): the current one marked. */
export function ViewFilters({
  label,
  pathname,
  param,
  views,
  current,
}: {
  label: string;
  pathname: string;
  param: string;
  views: { key: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => (
          <li key={view.key}>
            <Link
              href={{ pathname, query: { [param]: view.key } }}
              aria-current={view.key === current ? 'page' : undefined}
              className="inline-flex min-h-10 items-center rounded-full border border-gray-300 px-4 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold"
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The view a page's query asked for, when it is one of `views`; otherwise the list's first view. */
export function chosenView<V extends string>(views: readonly V[], asked: unknown, fallback: V): V {
  return (views as readonly unknown[]).includes(asked) ? (asked as V) : fallback;
}
