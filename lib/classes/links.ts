import type { ClassDetailView } from '@/lib/schemas/classes';

/**
 * More pages of a class, listed on the class page under "More for this class": bills, the session
 * deposit and discount packs (class billing), the survey (reviews).
 * `href` is below `/profile/dashboard/my-classes/{id}`; `label` is a key of the `Classes.links` messages.
 * @public
 */
export interface ClassLink {
  path: string;
  label: string;
  /** Only for this side of the class. */
  role?: 'student' | 'tutor';
  /** Only while the class view says so (`survey_open`: a survey round is open and unanswered). */
  when?: 'survey_open';
}

export const CLASS_LINKS: readonly ClassLink[] = [
  // Class billing (lib/class-billing/paths.ts): what the class owes and its bill, a deposit ahead, a discount pack.
  { path: 'bill', label: 'bills', role: 'student' },
  { path: 'session-deposit', label: 'deposit', role: 'student' },
  { path: 'purchase-discount-pack', label: 'discount_pack', role: 'student' },
  // The survey (server/reviews: after the 1st held lesson, then every 8th), until it is answered.
  { path: 'survey', label: 'survey', role: 'student', when: 'survey_open' },
];

/** The links a class page shows to its viewer now. */
export function classLinksFor(view: Pick<ClassDetailView, 'role' | 'survey_open'>): ClassLink[] {
  return CLASS_LINKS.filter((link) => (!link.role || link.role === view.role) && (!link.when || view[link.when]));
}
