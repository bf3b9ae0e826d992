import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { areasFor, DASHBOARD_AREAS, type DashboardArea, sectionsFor } from '@/lib/dashboards/areas';
import { getServerApiClient } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';
import { CONSOLE_CHECK_PATH } from '@/lib/auth/access';
import { requirePageAccess, requestSitePath } from '@/lib/auth/session.server';
import { secondFactorApi } from '@/lib/api/second-factor';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { UnreadCounts } from '@/lib/schemas/conversations';
import { Link } from '@/lib/i18n/navigation';
import { redirect } from '@/lib/i18n/paths';
import { DashboardNavLink } from './dashboard-nav-link';

/**
 * The frame and the door of every work area: only those the page table lets in get past it;
 * inside, its sections as a bar at the bottom of the screen on a phone
 * (in reach of a thumb, scrolling sideways when they outgrow it) and a column at the side on a desktop, plus a switch to the other areas
 * this person's roles open. Logical properties only, so it mirrors itself in RTL.
 */
export async function DashboardShell({ area, children }: { area: DashboardArea; children: ReactNode }) {
  // The area's own check (login and back, or the 403 page) before anything of it renders.
  const { roles } = await requirePageAccess(DASHBOARD_AREAS[area].root);
  // The console also needs this session's second factor (issue 34): the check first, then back here.
  if (area === 'operator' && !(await secondFactorApi.status(await getServerApiClient())).console_open) {
    redirect({ href: `${CONSOLE_CHECK_PATH}?redirect_url=${encodeURIComponent(await requestSitePath())}`, locale: await getLocale() });
  }
  const t = await getTranslations('Dashboard');
  const sections = sectionsFor(area, roles);
  const otherAreas = areasFor(roles).filter((other) => other !== area);
  const unread = sections.some((section) => section.badge) ? await unreadCounts() : null;
  const locale = (await getLocale()) as Locale;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav
        aria-label={t(`areas.${area}`)}
        data-dashboard-bar
        className="fixed inset-x-0 bottom-0 z-20 overflow-x-auto border-t border-gray-200 bg-white px-2 py-1 md:static md:w-56 md:shrink-0 md:self-start md:overflow-visible md:border-0 md:bg-transparent md:p-0"
      >
        <p className="hidden px-3 pb-2 text-sm font-bold text-muted md:block">{t(`areas.${area}`)}</p>
        {/* On a phone the bar scrolls sideways when the sections outgrow it: none is clipped or out of reach (issue 29). */}
        <ul className="flex min-w-max gap-1 md:min-w-0 md:flex-col">
          {sections.map((section) => (
            <li key={section.key} className="flex flex-1 shrink-0">
              <DashboardNavLink href={section.href} exact={section.href === DASHBOARD_AREAS[area].root}>
                {t(`sections.${area}.${section.key}` as 'sections.student.overview')}
                {section.badge && unread && unread[section.badge] > 0 && (
                  <span
                    className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
                    data-testid="unread-badge"
                  >
                    <span aria-hidden="true">{formatNumber(unread[section.badge], locale)}</span>
                    <span className="sr-only">{t('unread', { count: unread[section.badge] })}</span>
                  </span>
                )}
              </DashboardNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {otherAreas.length > 0 && (
          <ul aria-label={t('switch_area')} className="flex flex-wrap gap-2 text-sm">
            {otherAreas.map((other) => (
              <li key={other}>
                <Link
                  href={DASHBOARD_AREAS[other].root}
                  className="inline-flex min-h-10 items-center rounded-full border border-gray-300 px-4 hover:bg-gray-50"
                >
                  {t('go_to_area', { area: t(`areas.${other}`) })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}

/** Unread messages for the sections that show them; the navigation renders without them if the call fails. */
async function unreadCounts(): Promise<UnreadCounts | null> {
  try {
    return await conversationApi.unread(await getServerApiClient());
  } catch {
    return null;
  }
}
