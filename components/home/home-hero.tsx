import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export function HomeHero({ children }: { children?: ReactNode }) {
  const t = useTranslations('Home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-14 text-center">
      <h1 className="mx-auto max-w-3xl text-3xl font-extrabold leading-snug text-brand-800 sm:text-4xl">{t('hero_title')}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('hero_subtitle')}</p>
      {children}
    </section>
  );
}
