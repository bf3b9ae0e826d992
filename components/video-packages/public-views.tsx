import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/tutors/json-ld';
import { WithMessages } from '@/components/providers/with-messages';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { PackageDetail, PackageSummary } from '@/lib/schemas/video-packages';
import { BuyButton } from './buy-button';
import { PackageSearch } from './package-search';
import { VideoPlayer } from './video-player';

const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** schema.org Course with an Offer in EUR (the package page's structured data). */
export function packageJsonLd(pkg: PackageDetail, url: string, tutorUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: pkg.title,
    description: pkg.description,
    url,
    about: pkg.course,
    provider: { '@type': 'Person', name: pkg.tutor.full_name, url: tutorUrl },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: `PT${minutesOf(pkg.duration_seconds)}M` },
    offers: {
      '@type': 'Offer',
      price: (pkg.price_cents / 100).toFixed(2),
      priceCurrency: 'EUR',
      category: 'Paid',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

/** The public page of a package: what it teaches, its videos, the free preview and the way to buy it. */
export async function PackagePage({ pkg, locale, url, tutorUrl }: { pkg: PackageDetail; locale: Locale; url: string; tutorUrl: string }) {
  const t = await getTranslations('VideoPackages');
  const preview = pkg.sessions.find((session) => session.is_preview);
  const price = formatPrice(pkg.price_cents, locale);
  return (
    <article aria-labelledby="package-title" className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <JsonLd data={packageJsonLd(pkg, url, tutorUrl)} />
      <h1 id="package-title" className="text-2xl font-bold" dir="auto">
        {pkg.title}
      </h1>
      <p className="text-sm text-muted">
        <Link href={`/tutor/${pkg.tutor.username}`} className="text-brand-700 underline underline-offset-4">
          {t('by_tutor', { tutor: pkg.tutor.full_name })}
        </Link>{' '}
        · {t('course', { course: pkg.course })} · {t('sessions_count', { count: pkg.sessions_count })} ·{' '}
        {t('minutes', { minutes: minutesOf(pkg.duration_seconds) })}
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {pkg.description}
      </p>
      <p className="text-xl font-bold" data-testid="package-price">
        {t('price', { price })}
      </p>
      <WithMessages groups={['VideoPackages']}>
        <BuyButton packageId={pkg.id} priceLabel={price} />
        {preview && (
          <section aria-labelledby="preview-title" className="flex flex-col gap-2">
            <h2 id="preview-title" className="text-xl font-bold">
              {t('watch_preview')}: <span dir="auto">{preview.title}</span>
            </h2>
            <VideoPlayer sessionId={preview.id} title={preview.title} preview poster={preview.poster_url} />
          </section>
        )}
      </WithMessages>
      <h2 className="text-xl font-bold">{t('sessions_title')}</h2>
      <ol className="flex flex-col gap-2">
        {pkg.sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4">
            <span className="font-bold" dir="auto">
              {formatNumber(session.position, locale)}. {session.title}
            </span>
            <span className="text-sm text-muted">
              {t('minutes', { minutes: minutesOf(session.duration_seconds) })} · {session.is_preview ? t('preview') : t('locked')}
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** Every published package by course, with the search box. */
export async function PackageCatalogue({ courses }: { courses: { id: number; name: string; packages: PackageSummary[] }[] }) {
  const t = await getTranslations('VideoPackages');
  return (
    <section aria-labelledby="catalogue-title" className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <h1 id="catalogue-title" className="text-2xl font-bold">
        {t('search_title')}
      </h1>
      <p>{t('search_lead')}</p>
      <WithMessages groups={['VideoPackages']}>
        <PackageSearch initial={courses} />
      </WithMessages>
    </section>
  );
}
