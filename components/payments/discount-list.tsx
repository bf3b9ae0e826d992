import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { DiscountView } from '@/lib/schemas/payments';

/** The caller's discount codes with what they take off, their conditions and whether they are used. */
export async function DiscountList({ codes }: { codes: DiscountView[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Discounts'), getLocale() as Promise<Locale>, getTimeZone()]);
  if (codes.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="discount-codes">
      {codes.map((code) => (
        <li key={code.code} data-testid="discount-code" className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <code dir="ltr" className="text-lg font-bold">
              {code.code}
            </code>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold">{t(`states.${code.state}`)}</span>
          </div>
          <span>{code.kind === 'percent' ? t('percent', { value: code.value }) : t('fixed', { amount: formatPrice(code.value, locale) })}</span>
          {code.min_amount_cents > 0 ? (
            <span className="text-sm text-muted">{t('minimum', { amount: formatPrice(code.min_amount_cents, locale) })}</span>
          ) : null}
          {code.ends_at ? <span className="text-sm text-muted">{t('until', { date: formatDate(code.ends_at, locale, timeZone) })}</span> : null}
          <span className="text-sm text-muted">{t('uses_left', { count: code.uses_left })}</span>
        </li>
      ))}
    </ul>
  );
}
