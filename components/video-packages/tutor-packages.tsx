import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { PageLink } from '@/components/ui/page-link';
import type { PackageSummary } from '@/lib/schemas/video-packages';

// Apart from the package pages' views (public-views.tsx): a page gets the client chunks of every
// client component its server modules import, rendered or not, and the profile needs none of
// theirs (the player, search and buy button, which parse answers with zod).

/** A tutor's published packages on their profile (nothing when they have none). */
export async function TutorPackages({ packages, locale }: { packages: PackageSummary[]; locale: Locale }) {
  if (packages.length === 0) return null;
  const t = await getTranslations('VideoPackages');
  return (
    <section aria-labelledby="tutor-packages-title" className="flex flex-col gap-2" data-testid="tutor-packages">
      <h2 id="tutor-packages-title" className="text-xl font-bold">
        {t('profile_title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PageLink href={pkg.path} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
              <span className="font-bold" dir="auto">
                {pkg.title}
              </span>
              <span className="text-sm text-muted">
                {t('sessions_count', { count: pkg.sessions_count })} · {formatPrice(pkg.price_cents, locale)}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
