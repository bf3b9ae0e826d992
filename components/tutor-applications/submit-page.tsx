import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { APPLICATION_STEPS } from '@/lib/schemas/tutor-applications';
import { editableApplication, StepFrame } from './step-page';
import { SubmitApplicationButton } from './submit-button';

/** `/start-teaching/submit`: the steps still open (links), or the button that sends the application. */
export async function SubmitPage() {
  const [t, view] = await Promise.all([getTranslations('StartTeaching'), editableApplication()]);
  const missing = APPLICATION_STEPS.filter((step) => !view.done.includes(step));
  return (
    <StepFrame step="submit" view={view}>
      {missing.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p>{t('submit_missing')}</p>
          <ul className="list-disc ps-5" data-testid="missing-steps">
            {missing.map((step) => (
              <li key={step}>
                <Link href={`/start-teaching/${step}`} className="text-brand-700 underline underline-offset-4">
                  {t(`steps.${step}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('submit_ready')}</p>
      )}
      <SubmitApplicationButton />
    </StepFrame>
  );
}
