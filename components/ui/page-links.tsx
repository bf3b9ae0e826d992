import { Link } from '@/lib/i18n/navigation';
import type { ListPage } from '@/lib/schemas/list-page';

/**
 * The newer and older links under a list read a page at a time (`page`, `has_more`, as the API
 * answers them), keeping the list's other query values; nothing when the list fits on one page.
 */
export function PageLinks({
  label,
  pathname,
  query,
  page: { page, has_more: hasMore },
  previous,
  next,
  testId,
}: {
  label: string;
  pathname: string;
  query: Record<string, string | undefined>;
  /** The API's answer for this page: its number and whether another follows. */
  page: ListPage;
  previous: string;
  next: string;
  testId?: string;
}) {
  if (page <= 1 && !hasMore) return null;
  const kept = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  return (
    <nav aria-label={label} className="flex gap-4" data-testid={testId}>
      {page > 1 && (
        <Link href={{ pathname, query: { ...kept, page: String(page - 1) } }} className="text-brand-700 underline">
          {previous}
        </Link>
      )}
      {hasMore && (
        <Link href={{ pathname, query: { ...kept, page: String(page + 1) } }} className="text-brand-700 underline">
          {next}
        </Link>
      )}
    </nav>
  );
}
