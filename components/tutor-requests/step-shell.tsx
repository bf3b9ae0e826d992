import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { FormStep } from '@/lib/schemas/tutor-requests';
import { formatNumber } from '@/lib/format';
import { visibleSteps } from '@/lib/tutor-requests/form-steps';

/** A form step's frame: progress, title, the refused post's message, the form, back. */
export async function StepShell({
  step,
  requestId,
  inPerson,
  locale,
  message,
  children,
}: {
  step: FormStep | 'finish';
  requestId: number;
  inPerson: boolean;
  locale: Locale;
  message?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('TutorRequest');
  const steps = visibleSteps(inPerson);
  const index = step === 'finish' ? steps.length : steps.indexOf(step);
  const previous = step === 'finish' ? steps.at(-1) : steps[index - 1];
  const query = `?teacher_request_id=${requestId}`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6">
      <nav aria-label={t('progress', { current: formatNumber(index + 1, locale), total: formatNumber(steps.length + 1, locale) })}>
        <p className="text-sm text-muted" data-testid="step-progress">
          {t('progress', { current: formatNumber(index + 1, locale), total: formatNumber(steps.length + 1, locale) })}
        </p>
        <ol className="mt-2 flex gap-1" aria-hidden="true">
          {[...steps, 'finish'].map((s, i) => (
            <li key={s} className={`h-1.5 flex-1 rounded ${i <= index ? 'bg-brand-700' : 'bg-gray-200'}`} />
          ))}
        </ol>
      </nav>
      <h1 className="text-2xl font-bold">{step === 'finish' ? t('finish_title') : t(`steps.${step}`)}</h1>
      {message && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      {children}
      {previous && (
        <Link href={`/tutor-request/form/${previous}${query}`} className="self-start text-brand-700 underline underline-offset-4">
          {t('back')}
        </Link>
      )}
      <p className="text-sm text-muted">{t('saved_hint')}</p>
    </div>
  );
}
