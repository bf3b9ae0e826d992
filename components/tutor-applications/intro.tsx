import { getTranslations } from 'next-intl/server';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { Link } from '@/lib/i18n/navigation';

const button = 'inline-flex min-h-11 items-center self-start rounded-lg bg-brand-600 px-6 font-bold text-white hover:bg-brand-700';

/** `/start-teaching`: what tutors get, what they need, how long it takes; start, or resume where they stopped. */
export async function IntroPage() {
  const [t, view] = await Promise.all([getTranslations('StartTeaching'), onServer(tutorApplicationApi.view(await getServerApiClient()))]);
  const started = view.id !== null;
  const action =
    view.state === 'approved'
      ? { href: '/dashboard', label: t('go_dashboard') }
      : !view.editable
        ? { href: '/start-teaching/tracking', label: t('view_tracking') }
        : started
          ? { href: `/start-teaching/${view.next_step ?? 'submit'}`, label: t('continue') }
          : { href: '/start-teaching/personal-info', label: t('start') };
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-bold text-brand-700">{t('title')}</p>
        <h1 className="text-3xl font-bold">{t('intro_heading')}</h1>
        <p className="text-lg">{t('intro_lead')}</p>
      </header>
      <Link href={action.href} className={button} data-testid="start-teaching-action">
        {action.label}
      </Link>
      <section aria-labelledby="offer">
        <h2 id="offer" className="mb-2 text-xl font-bold">
          {t('offer_title')}
        </h2>
        <ul className="list-disc ps-5 leading-8">
          <li>{t('offer_1')}</li>
          <li>{t('offer_2')}</li>
          <li>{t('offer_3')}</li>
          <li>{t('offer_4')}</li>
        </ul>
      </section>
      <section aria-labelledby="needs">
        <h2 id="needs" className="mb-2 text-xl font-bold">
          {t('needs_title')}
        </h2>
        <ul className="list-disc ps-5 leading-8">
          <li>{t('needs_1')}</li>
          <li>{t('needs_2')}</li>
          <li>{t('needs_3')}</li>
        </ul>
      </section>
      <section aria-labelledby="time">
        <h2 id="time" className="mb-2 text-xl font-bold">
          {t('time_title')}
        </h2>
        <p>{t('time_text')}</p>
      </section>
      <Link href="/start-teaching/ticket" className="self-start text-brand-700 underline underline-offset-4">
        {t('tickets_link')}
      </Link>
    </article>
  );
}
