import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClassFaq } from '@/components/classes/class-faq';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('faq_title') };
}

/** Spec §2 `my-classes/faq`: the class FAQ on its own page (each class page shows it too). */
export default async function ClassFaqPage() {
  const t = await getTranslations('Classes');
  return (
    <div className="flex flex-col gap-4">
      <ClassFaq heading="h1" />
      <Link href="/profile/dashboard/my-classes" className="self-start text-brand-700 underline underline-offset-4">
        {t('title')}
      </Link>
    </div>
  );
}
