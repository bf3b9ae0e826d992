import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Spec §2 `/tutor-suggestion/successful`: the suggestion request is on its way. */
export default async function TutorSuggestionSuccessfulPage() {
  const t = await getTranslations('TutorRequest');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('suggestion_successful_title')}</h1>
      <p>{t('suggestion_successful_body')}</p>
      <Link href="/profile/dashboard/my-requests" className="self-start rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
        {t('my_requests_title')}
      </Link>
    </div>
  );
}
