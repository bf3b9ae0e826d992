import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber, formatPrice, formatWeekday, formatWallClock, inWeekOrder } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';
import { Link } from '@/lib/i18n/navigation';
import type { TeacherOverview } from '@/lib/schemas/teacher';

/** The teacher's own profile as students see it, and the weekly hours they offer. */
export async function TeacherOverviewView({ overview }: { overview: TeacherOverview }) {
  const [t, locale] = await Promise.all([getTranslations('Teacher'), getLocale() as Promise<Locale>]);
  const { profile, availability } = overview;
  if (!profile) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="rounded-xl border border-gray-200 p-4">{t('no_profile')}</p>
      </section>
    );
  }
  const mode = profile.teaches_online && profile.teaches_offline ? 'mode_both' : profile.teaches_offline ? 'mode_offline' : 'mode_online';
  const zone = availability[0]?.time_zone;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{profile.full_name}</h1>
        <Link href={`/tutor/${encodeURIComponent(profile.username)}`} className="text-brand-700 underline underline-offset-4">
          {t('view_profile')}
        </Link>
      </div>
      <p className={profile.is_active ? 'font-bold text-green-900' : 'font-bold text-red-700'}>{profile.is_active ? t('status_live') : t('status_hidden')}</p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('price')} value={formatPrice(profile.price_cents, locale)} />
        <Fact label={t('rating')} value={t('rating_value', { stars: profile.stars, reviews: profile.reviews_count })} />
        <Fact label={t('classes')} value={formatNumber(profile.classes_count, locale)} />
        <Fact label={t('modes')} value={t(mode)} />
      </dl>
      <section aria-labelledby="availability-title" className="flex flex-col gap-2">
        <h2 id="availability-title" className="text-xl font-bold">
          {t('availability')}
          {zone && <span className="ms-2 text-base font-normal text-muted">{t('availability_zone', { zone: timeZoneName(zone, locale) })}</span>}
        </h2>
        {availability.length === 0 ? (
          <p>{t('availability_empty')}</p>
        ) : (
          <table className="w-full max-w-xl border-collapse text-start">
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 text-start">
                  {t('weekday')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('hours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {inWeekOrder(availability, locale).map((slot) => (
                <tr key={`${slot.weekday}-${slot.start_minute}`} className="border-b border-gray-100">
                  <td className="py-2">{formatWeekday(slot.weekday, locale)}</td>
                  <td className="py-2">
                    {t('hours_range', { start: formatWallClock(slot.start_minute, locale), end: formatWallClock(slot.end_minute, locale) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
