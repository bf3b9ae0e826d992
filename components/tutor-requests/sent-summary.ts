import type { getTranslations } from 'next-intl/server';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorRequestView } from '@/lib/schemas/tutor-requests';

type Translate = Awaited<ReturnType<typeof getTranslations<'TutorRequest'>>>;

/**
 * What happened when the request was sent, as the request now stands: the one tutor asked (a
 * request from a profile), how many tutors were asked and when the first answer is due, or that
 * none fit yet and what happens next. Never "we asked" when nobody was.
 */
export function sentSummary(t: Translate, request: TutorRequestView, locale: Locale, zone: string): string {
  if (request.state === 'offers_out' && request.pending_offers > 0) {
    const time = request.next_expiry ? formatDateTime(request.next_expiry, locale, zone) : null;
    if (request.origin === 'profile' && request.tutor && request.pending_offers === 1) {
      return time ? t('sent.asked_tutor', { tutor: request.tutor.full_name, time }) : t('sent.asked_tutor_untimed', { tutor: request.tutor.full_name });
    }
    const count = formatNumber(request.pending_offers, locale);
    return time ? t('sent.asked', { n: request.pending_offers, count, time }) : t('sent.asked_untimed', { n: request.pending_offers, count });
  }
  if (request.state === 'matching') return t('sent.none_yet');
  return t(`next_step.${request.state}`);
}
