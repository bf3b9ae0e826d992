import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { MediaReviewPage } from '@/lib/schemas/media-review';
import { MediaDecisionForm } from './media-decision-form';

/** Live tutors' changed photos and videos, each beside what the profile shows now, with the decision form. */
export async function MediaReviewQueue({ page }: { page: MediaReviewPage }) {
  const { tutors } = page;
  const [t, locale, zone] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="media-title" className="flex flex-col gap-4">
      <h1 id="media-title" className="text-2xl font-bold">
        {t('media_title')}
      </h1>
      <p>{t('media_intro')}</p>
      {tutors.length === 0 ? (
        <p data-testid="media-empty">{t('media_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="media-review">
          {tutors.map((tutor) => (
            <li key={tutor.tutor_id} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid={`media-${tutor.tutor_id}`}>
              <h2 className="text-lg font-bold">
                <bdi>{tutor.full_name}</bdi>
              </h2>
              <p className="text-sm text-muted">
                {t('media_submitted', { when: formatDateTime(tutor.submitted_at, locale, zone) })} ·{' '}
                <Link href={`/tutor/${tutor.username}`} className="underline">
                  {t('media_profile_link')}
                </Link>
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                {(['current', 'pending'] as const).map((side) => (
                  <div key={side} className="flex flex-col gap-2">
                    <h3 className="font-bold">{t(side === 'current' ? 'media_current' : 'media_new')}</h3>
                    <MediaFigure label={t('media_photo')} none={t('media_none')} kind="photo" url={tutor[side].avatar_url} />
                    <MediaFigure label={t('media_video')} none={t('media_none')} kind="video" url={tutor[side].intro_video_url} />
                  </div>
                ))}
              </div>
              <WithMessages groups={['Operator.media_form', 'FormKit']}>
                <MediaDecisionForm tutorId={tutor.tutor_id} />
              </WithMessages>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('media_pages')}
        pathname="/operator/media-review"
        query={{}}
        page={page}
        previous={t('page_previous')}
        next={t('page_next')}
        testId="media-pages"
      />
    </section>
  );
}

function MediaFigure({ label, none, kind, url }: { label: string; none: string; kind: 'photo' | 'video'; url: string | null }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm">{label}</figcaption>
      {!url ? (
        <span className="text-sm text-muted">{none}</span>
      ) : kind === 'photo' ? (
        // eslint-disable-next-line @next/next/no-img-element -- an operator-only file behind the session, not an optimisable public image
        <img src={url} alt={label} width={160} height={160} className="size-40 rounded-lg object-cover" />
      ) : (
        <video src={url} controls preload="metadata" width={320} height={180} className="aspect-video w-full max-w-xs rounded-lg bg-black" aria-label={label} />
      )}
    </figure>
  );
}
