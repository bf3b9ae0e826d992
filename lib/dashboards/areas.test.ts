import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRuleFor } from '@/lib/auth/page-access';
import { AREA_ORDER, areasFor, DASHBOARD_AREAS, sectionsFor } from './areas';

const pageFile = (href: string) => path.join(process.cwd(), 'app/[locale]/(main)', href, 'page.tsx');

describe('dashboard areas', () => {
  it.each(AREA_ORDER.flatMap((area) => DASHBOARD_AREAS[area].sections.map((section) => [area, section.href] as const)))(
    '%s links %s, which has a page and is private',
    (_, href) => {
      expect(fs.existsSync(pageFile(href)), pageFile(href)).toBe(true);
      expect(pageRuleFor(href).private).toBe(true);
    },
  );

  it('offers each person the areas their roles open', () => {
    expect(areasFor([])).toEqual(['student']);
    expect(areasFor(['teacher'])).toEqual(['student', 'teacher']);
    expect(areasFor(['admin'])).toEqual(['student', 'operator']);
  });

  it('shows an admin-only section to admins alone', () => {
    expect(sectionsFor('operator', ['operator']).map((s) => s.key)).toEqual([
      'overview',
      'tickets',
      'applications',
      'media-review',
      'reviews',
      'reports',
      'classes',
      'payouts',
      'jobs',
      'invoices',
      'people',
      'tutor-requests',
      'audit',
    ]);
    expect(sectionsFor('operator', ['admin']).map((s) => s.key)).toEqual([
      'overview',
      'tickets',
      'applications',
      'media-review',
      'reviews',
      'reports',
      'classes',
      'payouts',
      'jobs',
      'invoices',
      'people',
      'tutor-requests',
      'audit',
      'roles',
    ]);
  });
});
