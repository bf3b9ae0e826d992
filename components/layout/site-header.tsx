import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getLocale, getTranslations } from 'next-intl/server';
import { getServerApiClient } from '@/lib/api-client.server';
import { importantCourseGroupsQuery } from '@/lib/api/navigation';
import { getServerQueryClient } from '@/lib/query-client.server';
import { CourseNav } from './course-nav';
import { LocaleSwitcher } from './locale-switcher';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';

/** Layout `main` header: logo, the course-group navigation (server-fetched), language. */
export async function SiteHeader() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Header')]);
  const queryClient = getServerQueryClient();
  // A failing navigation call must not take the page down: the nav then loads in the browser.
  await queryClient.prefetchQuery(importantCourseGroupsQuery(getServerApiClient, locale));

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <SiteLogo />
        <nav aria-label={t('main_navigation')} className="min-w-0 flex-1">
          <HydrationBoundary state={dehydrate(queryClient)}>
            <CourseNav />
          </HydrationBoundary>
        </nav>
        <UserMenu />
        <LocaleSwitcher />
      </div>
    </header>
  );
}
