import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { Link } from '@/lib/i18n/navigation';
import { REVIEW_ASPECTS, type SurveyView } from '@/lib/schemas/reviews';
import { SurveyForm } from './survey-form';

/** The survey page: the open invitation's form, the review already given, or why there is none yet. */
export async function SurveyPageView({ survey }: { survey: SurveyView }) {
  const t = await getTranslations('Reviews');
  const profile = `/tutor/${encodeURIComponent(survey.tutor.username)}`;
  return (
    <section aria-labelledby="survey-title" className="flex flex-col gap-4">
      <h1 id="survey-title" className="text-2xl font-bold">
        {t('survey_title', { tutor: survey.tutor.name })}
      </h1>
      {survey.round !== null ? (
        <>
          <p className="text-muted">{t('survey_intro')}</p>
          <WithMessages groups={['Reviews', 'FormKit', 'Forms']}>
            <SurveyForm classId={survey.class_id} />
          </WithMessages>
        </>
      ) : survey.submitted ? (
        <div className="flex flex-col gap-2" data-testid="survey-done">
          <p role="status">{t('survey_done', { tutor: survey.tutor.name })}</p>
          <ul className="text-sm">
            {REVIEW_ASPECTS.map((aspect) => (
              <li key={aspect}>{t('aspect_rating', { aspect: t(`aspects.${aspect}`), stars: survey.submitted!.aspects[aspect] })}</li>
            ))}
          </ul>
          <Link href={profile} className="self-start text-brand-700 underline underline-offset-4">
            {t('survey_view_profile')}
          </Link>
        </div>
      ) : (
        <p data-testid="survey-closed">{t('survey_not_open')}</p>
      )}
      <Link href={`/profile/dashboard/my-classes/${survey.class_id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('back_to_class')}
      </Link>
    </section>
  );
}
