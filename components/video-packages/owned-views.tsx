import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { formatNumber, formatPrice, localizeDigits } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { PackageDetail, PackageSessionView, PackageSummary } from '@/lib/schemas/video-packages';
import { TrackPurchase } from './track-purchase';
import { VideoPlayer } from './video-player';

const BASE = '/profile/dashboard/tutor-package';
const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** m:ss of a second count, in the reader's digits. */
function clock(seconds: number, locale: Locale): string {
  return localizeDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, locale);
}

/** The packages the person owns, each with how much of it they watched. */
export async function OwnedPackageList({ packages }: { packages: (PackageSummary & { watched_count: number })[] }) {
  const t = await getTranslations('VideoPackages');
  return (
    <section aria-labelledby="owned-title" className="flex flex-col gap-4">
      <h1 id="owned-title" className="text-2xl font-bold">
        {t('my_title')}
      </h1>
      <p>{t('my_lead')}</p>
      {packages.length === 0 ? (
        <p className="rounded-xl border border-gray-200 p-4">
          {t('empty')}{' '}
          <Link href="/tutor-package" className="text-brand-700 underline underline-offset-4">
            {t('browse')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="owned-packages">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <Link href={`${BASE}/${pkg.id}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
                <span className="font-bold" dir="auto">
                  {pkg.title}
                </span>
                <span className="text-sm text-muted">
                  {t('by_tutor', { tutor: pkg.tutor.full_name })} · {t('sessions_count', { count: pkg.sessions_count })} ·{' '}
                  {t('watched_of', { watched: pkg.watched_count, total: pkg.sessions_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A session's line: its order, title, length, and the reader's progress. */
async function SessionLine({ session, href }: { session: PackageSessionView; href: string | null }) {
  const [t, locale] = await Promise.all([getTranslations('VideoPackages'), getLocale() as Promise<Locale>]);
  const body = (
    <>
      <span className="font-bold" dir="auto">
        {formatNumber(session.position, locale)}. {session.title}
      </span>
      <span className="text-sm text-muted">
        {t('minutes', { minutes: minutesOf(session.duration_seconds) })}
        {session.is_preview && ` · ${t('preview')}`}
        {session.watched && ` · ${t('watched')}`}
        {!session.watched && session.position_seconds > 0 && ` · ${t('resume_at', { time: clock(session.position_seconds, locale) })}`}
      </span>
    </>
  );
  return href ? (
    <Link href={href} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50" data-testid="package-session">
      {body}
    </Link>
  ) : (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4" data-testid="package-session">
      {body}
    </div>
  );
}

/** An owned package: its sessions in order with progress; each opens its player. */
export async function OwnedPackageView({ pkg, purchased }: { pkg: PackageDetail; purchased: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('VideoPackages'), getLocale() as Promise<Locale>]);
  return (
    <section aria-labelledby="package-title" className="flex flex-col gap-4">
      <Link href={BASE} className="self-start text-brand-700 underline underline-offset-4">
        {t('back_to_list')}
      </Link>
      {purchased && (
        <>
          <p className="rounded-lg bg-green-50 p-3 text-green-900" role="status" data-testid="package-purchased">
            {t('purchased')}
          </p>
          <TrackPurchase pkg={{ id: pkg.id, title: pkg.title, price_cents: pkg.price_cents, tutor: pkg.tutor.full_name }} />
        </>
      )}
      <h1 id="package-title" className="text-2xl font-bold" dir="auto">
        {pkg.title}
      </h1>
      <p className="text-sm text-muted">
        {t('by_tutor', { tutor: pkg.tutor.full_name })} · {t('course', { course: pkg.course })} · {formatPrice(pkg.price_cents, locale)}
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {pkg.description}
      </p>
      <p data-testid="package-progress">{t('watched_of', { watched: pkg.watched_count, total: pkg.sessions.length })}</p>
      <h2 className="text-xl font-bold">{t('sessions_title')}</h2>
      <ol className="flex flex-col gap-2">
        {pkg.sessions.map((session) => (
          <li key={session.id}>
            <SessionLine session={session} href={`${BASE}/${pkg.id}/session/${session.id}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One session of an owned package: the player, and the way on. */
export async function OwnedSessionView({ pkg, session }: { pkg: PackageDetail; session: PackageSessionView }) {
  const [t, locale] = await Promise.all([getTranslations('VideoPackages'), getLocale() as Promise<Locale>]);
  const next = pkg.sessions.find((other) => other.position > session.position);
  return (
    <section aria-labelledby="session-title" className="flex flex-col gap-4">
      <Link href={`${BASE}/${pkg.id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('back_to_package')}
      </Link>
      <h1 id="session-title" className="text-2xl font-bold" dir="auto">
        {session.title}
      </h1>
      <p className="text-sm text-muted" dir="auto">
        {pkg.title} · {t('minutes', { minutes: minutesOf(session.duration_seconds) })}
        {session.watched && ` · ${t('watched')}`}
        {!session.watched && session.position_seconds > 0 && ` · ${t('resume_at', { time: clock(session.position_seconds, locale) })}`}
      </p>
      <WithMessages groups={['VideoPackages']}>
        <VideoPlayer sessionId={session.id} title={session.title} preview={false} poster={session.poster_url} />
      </WithMessages>
      {next && (
        <Link href={`${BASE}/${pkg.id}/session/${next.id}`} className="self-start text-brand-700 underline underline-offset-4">
          {t('next_session')}: <span dir="auto">{next.title}</span>
        </Link>
      )}
    </section>
  );
}
