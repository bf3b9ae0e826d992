import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { DashboardHome } from '@/lib/schemas/dashboard-home';

function Card({ label, href, testId, children }: { label: string; href: string; testId: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className="flex h-full flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50" data-testid={testId}>
        <span className="text-sm text-muted">{label}</span>
        <span className="font-bold">{children}</span>
      </Link>
    </li>
  );
}

/** The student dashboard's home: what needs the person now, each card opening its page. */
export async function DashboardHomeView({ home }: { home: DashboardHome }) {
  const [t, account, locale, zone] = await Promise.all([
    getTranslations('DashboardHome'),
    getTranslations('Account'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const number = (n: number) => formatNumber(n, locale);
  return (
    <section aria-labelledby="home-title" className="flex flex-col gap-4">
      <h2 id="home-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Card
          label={t('next_session')}
          href={home.next_session ? `/profile/dashboard/my-classes/${home.next_session.class_id}` : '/profile/dashboard/my-classes'}
          testId="home-next-session"
        >
          {home.next_session ? formatDateTime(home.next_session.starts_at, locale, zone) : t('no_session')}
        </Card>
        <Card label={t('open_requests')} href="/profile/dashboard/my-requests" testId="home-open-requests">
          {number(home.open_requests)}
        </Card>
        <Card label={t('unpaid_bills')} href="/profile/dashboard/transaction" testId="home-unpaid-bills">
          {t('unpaid_total', { count: number(home.unpaid_bills.count), total: formatPrice(home.unpaid_bills.total_cents, locale) })}
        </Card>
        <Card label={t('wallet')} href="/profile/dashboard/wallet" testId="home-wallet">
          {formatPrice(home.wallet_cents, locale)}
        </Card>
        <Card label={t('club')} href="/profile/dashboard/loyalty-club" testId="home-club">
          {t('club_level', { level: account(`level_${home.club.level}` as 'level_BRONZE'), points: number(home.club.points) })}
        </Card>
        <Card label={t('unread_answers')} href="/profile/dashboard/ticket" testId="home-unread-answers">
          {number(home.unread_ticket_answers)}
        </Card>
        <Card label={t('owned_packages')} href="/profile/dashboard/tutor-package" testId="home-owned-packages">
          {number(home.owned_packages)}
        </Card>
      </ul>
    </section>
  );
}
