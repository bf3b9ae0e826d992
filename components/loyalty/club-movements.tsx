import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { LoyaltyClubView } from '@/lib/schemas/loyalty';

/** The points ledger's movements a page at a time, and the codes points bought that still hold (the club page's lower half). */
export async function ClubMovements({ club }: { club: LoyaltyClubView }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Loyalty'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="movements-title" className="flex flex-col gap-4">
      <h2 id="movements-title" className="text-lg font-bold">
        {t('detail_title')}
      </h2>
      {club.movements.length === 0 ? (
        <p>{t('detail_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="club-movements">
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="p-2 text-start">
                  {t('column_date')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('column_what')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('column_points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {club.movements.map((movement) => (
                <tr key={movement.id} className="border-b border-gray-100">
                  <td className="p-2">{formatDate(movement.at, locale, timeZone)}</td>
                  <td className="p-2">{t(`kinds.${movement.kind}`, { code: movement.code ?? '' })}</td>
                  <td className="p-2 text-end" dir="ltr">
                    {t('points_change', { points: movement.points })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        label={t('movement_pages')}
        pathname="/profile/dashboard/loyalty-club"
        query={{}}
        page={club.movement_pages}
        previous={t('newer')}
        next={t('older')}
        testId="movement-pages"
      />
      {club.codes.length > 0 && (
        <section aria-labelledby="codes-title" className="flex flex-col gap-2">
          <h3 id="codes-title" className="font-bold">
            {t('codes_title')}
          </h3>
          <ul className="flex flex-col gap-1" data-testid="club-codes">
            {club.codes.map((code) => (
              <li key={code.code}>
                {t('code_line', { code: code.code, amount: formatPrice(code.value_cents, locale), date: formatDate(code.ends_at, locale, timeZone) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
