import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { EarnedLessonView } from '@/lib/schemas/earnings';

/** Lessons paid: when (in `zone`), what, who, the price, the commission and its rate, the tutor's share. */
export async function EarnedLessonsTable({ lessons, zone }: { lessons: readonly EarnedLessonView[]; zone: string }) {
  const [t, locale] = await Promise.all([getTranslations('Earnings'), getLocale() as Promise<Locale>]);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            {(['lesson', 'student', 'gross', 'commission', 'net'] as const).map((column) => (
              <th key={column} scope="col" className="p-2 text-start">
                {t(`column_${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lessons.map((lesson) => (
            <tr key={lesson.session_id} className="border-b border-gray-100" data-testid="earned-lesson">
              <td className="p-2">
                <time dateTime={lesson.starts_at}>{formatDateTime(lesson.starts_at, locale, zone)}</time>
                {lesson.course && <span className="block text-muted">{lesson.course}</span>}
              </td>
              <td className="p-2" dir="auto">
                {lesson.student ?? '—'}
              </td>
              <td className="p-2">{price(lesson.gross_cents)}</td>
              <td className="p-2">{t('commission_value', { amount: price(lesson.commission_cents), percent: formatNumber(lesson.percent, locale) })}</td>
              <td className="p-2 font-bold" data-testid="earned-net">
                {price(lesson.net_cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
