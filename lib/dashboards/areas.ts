import { type Access, canAccess, type Role } from '@/lib/auth/access';
import { pageRuleFor } from '@/lib/auth/page-access';

/**
 * The three work areas and their sections. A feature that adds a page to an area adds one row
 * here (and its label in messages/dashboard); a section is listed only once its page exists, and
 * only to those its access lets in.
 */
export type DashboardArea = 'student' | 'teacher' | 'operator';

export interface DashboardSection {
  key: string;
  href: string;
  /** Shows the unread messages of this side of conversations beside its label. */
  badge?: 'student' | 'tutor';
  /** Narrower than the area's own access (e.g. roles: an admin's). */
  access?: Access;
}

export const DASHBOARD_AREAS: Record<DashboardArea, { root: string; sections: readonly DashboardSection[] }> = {
  student: {
    root: '/profile/dashboard',
    sections: [
      { key: 'overview', href: '/profile/dashboard' },
      { key: 'my-classes', href: '/profile/dashboard/my-classes' },
      { key: 'my-requests', href: '/profile/dashboard/my-requests' },
      { key: 'tutor-package', href: '/profile/dashboard/tutor-package' },
      { key: 'messages', href: '/profile/dashboard/messages', badge: 'student' },
      { key: 'settings', href: '/profile/dashboard/settings' },
      { key: 'devices', href: '/profile/dashboard/devices' },
      { key: 'email-verification', href: '/profile/dashboard/email-verification' },
      { key: 'wallet', href: '/profile/dashboard/wallet' },
      { key: 'transaction', href: '/profile/dashboard/transaction' },
      { key: 'discounts', href: '/profile/dashboard/discounts' },
      { key: 'loyalty-club', href: '/profile/dashboard/loyalty-club' },
      { key: 'ticket', href: '/profile/dashboard/ticket' },
      { key: 'support', href: '/profile/dashboard/support' },
    ],
  },
  teacher: {
    root: '/dashboard',
    sections: [
      { key: 'overview', href: '/dashboard' },
      { key: 'offers', href: '/dashboard/offers' },
      { key: 'profile', href: '/dashboard/profile' },
      { key: 'earnings', href: '/dashboard/earnings' },
      { key: 'video-packages', href: '/dashboard/video-packages' },
      { key: 'reviews', href: '/dashboard/reviews' },
      { key: 'messages', href: '/dashboard/messages', badge: 'tutor' },
      { key: 'tickets', href: '/dashboard/tickets' },
    ],
  },
  operator: {
    root: '/operator',
    sections: [
      { key: 'overview', href: '/operator' },
      { key: 'tickets', href: '/operator/tickets' },
      { key: 'applications', href: '/operator/tutor-applications' },
      { key: 'media-review', href: '/operator/media-review' },
      { key: 'reviews', href: '/operator/reviews' },
      { key: 'reports', href: '/operator/conversation-reports' },
      { key: 'classes', href: '/operator/classes' },
      { key: 'payouts', href: '/operator/payouts' },
      { key: 'jobs', href: '/operator/jobs' },
      { key: 'invoices', href: '/operator/invoices' },
      { key: 'people', href: '/operator/people' },
      { key: 'tutor-requests', href: '/operator/tutor-requests' },
      { key: 'audit', href: '/operator/audit' },
      { key: 'roles', href: '/operator/roles', access: 'admin' },
    ],
  },
};

export const AREA_ORDER: readonly DashboardArea[] = ['student', 'teacher', 'operator'];

/** Who may open an area: what the page table says of its root. */
export function areaAccess(area: DashboardArea): Access {
  return pageRuleFor(DASHBOARD_AREAS[area].root).access;
}

export function sectionsFor(area: DashboardArea, roles: readonly Role[]): DashboardSection[] {
  return DASHBOARD_AREAS[area].sections.filter((section) => canAccess(section.access ?? areaAccess(area), roles));
}

/** The areas this person may switch to (a parent who also teaches sees both dashboards). */
export function areasFor(roles: readonly Role[]): DashboardArea[] {
  return AREA_ORDER.filter((area) => canAccess(areaAccess(area), roles));
}
