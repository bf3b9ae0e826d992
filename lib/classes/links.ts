/**
 * More pages of a class, listed on the class page under "More for this class" (issue 30's other
 * parts add theirs here: bills, the session deposit and discount packs (class billing), the survey).
 * `href` is below `/profile/dashboard/my-classes/{id}`; `label` is a key of the `Classes.links` messages.
 * @public
 */
export interface ClassLink {
  path: string;
  label: string;
  /** Only for this side of the class. */
  role?: 'student' | 'tutor';
}

export const CLASS_LINKS: readonly ClassLink[] = [
  // Class billing (lib/class-billing/paths.ts): what the class owes and its bill, a deposit ahead, a discount pack.
  { path: 'bill', label: 'bills', role: 'student' },
  { path: 'session-deposit', label: 'deposit', role: 'student' },
  { path: 'purchase-discount-pack', label: 'discount_pack', role: 'student' },
  // Slot for surveys (part C): e.g. { path: 'survey', label: 'survey', role: 'student' }.
];
