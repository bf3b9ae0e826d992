import { getLocale, getTranslations } from 'next-intl/server';
import { getServerApiClient, optionalOnServer } from '@/lib/api-client.server';
import { importantCourseGroupsQuery } from '@/lib/api/navigation';
import { fetchOnServer } from '@/lib/query-client.server';
import { CourseNav } from './course-nav';
import { LocaleSwitcher } from './locale-switcher';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';

/** Layout `main` header: logo, the course-group navigation (server-fetched), language. */
export async function SiteHeader() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Header')]);
  // The navigation call ignores 500 (spec §8): a failing one leaves the header without its menu,
  // which then loads in the browser. The groups go to the client as a prop, not dehydrated state.
  const navigation = await optionalOnServer(fetchOnServer(importantCourseGroupsQuery(getServerApiClient, locale)));

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <SiteLogo />
        <nav aria-label={t('main_navigation')} className="flex-1">
          <CourseNav initial={navigation} />
        </nav>
        <UserMenu />
        <LocaleSwitcher />
      </div>
    </header>
  );
}
