/**
 * The one place that turns a course group, course, province or city row into its readable
 * URL slug for tutor-list landing pages. It reads the rows' `slug` column today; switch it here
 * when the tutor-list pages get their own slug columns, and every link and the sitemap follow.
 */
export function landingSlug(row: { slug: string }): string {
  return row.slug;
}

export type LandingKind = 'tutor-list' | 'best-tutor-list' | 'tutor-price';

/** `/tutor-list/<course>/<city>` and friends, from the rows the page narrows to. */
export function landingPath(kind: LandingKind, ...rows: ({ slug: string } | null | undefined)[]): string {
  const slugs = rows.filter((row): row is { slug: string } => Boolean(row)).map(landingSlug);
  return [`/${kind}`, ...slugs.map(encodeURIComponent)].join('/');
}
