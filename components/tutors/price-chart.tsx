import { useTranslations } from 'next-intl';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PriceBucket } from '@/lib/schemas/tutor-answers';

const W = 640;
const H = 260;
const PAD = { top: 16, bottom: 48, side: 12 };

/** The price distribution as a bar chart drawn on the server (no JavaScript needed). */
export function PriceChart({ buckets, locale }: { buckets: PriceBucket[]; locale: Locale }) {
  const t = useTranslations('TutorPrice');
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const slot = (W - 2 * PAD.side) / buckets.length;
  const plotH = H - PAD.top - PAD.bottom;
  const rtl = locale === 'fa';
  const x = (i: number) => (rtl ? W - PAD.side - (i + 1) * slot : PAD.side + i * slot);
  return (
    <figure className="rounded-xl border border-gray-200 p-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="price-chart-title" className="h-auto w-full" data-testid="price-chart">
        <title id="price-chart-title">{t('chart_title')}</title>
        <line x1={PAD.side} x2={W - PAD.side} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#6b7280" />
        {buckets.map((bucket, i) => {
          const h = (bucket.count / max) * plotH;
          const label = t('bar_label', { from: formatPrice(bucket.from, locale), to: formatPrice(bucket.to, locale), count: bucket.count });
          return (
            <g key={bucket.from}>
              <rect x={x(i) + 4} y={H - PAD.bottom - h} width={slot - 8} height={h} rx={3} fill="#1d5fd1">
                <title>{label}</title>
              </rect>
              <text x={x(i) + slot / 2} y={H - PAD.bottom - h - 4} textAnchor="middle" fontSize="12" fill="#1f2430">
                {bucket.count > 0 ? formatNumber(bucket.count, locale) : ''}
              </text>
              {i % 2 === 0 && (
                <text x={x(i) + slot / 2} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="11" fill="#4b5563">
                  {formatPrice(bucket.from, locale)}
                </text>
              )}
            </g>
          );
        })}
        <text x={W / 2} y={H - 6} textAnchor="middle" fontSize="12" fill="#4b5563">
          {t('axis')}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{t('chart_caption')}</figcaption>
    </figure>
  );
}
