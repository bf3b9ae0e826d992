import { useTranslations } from 'next-intl';

const STEPS = ['1', '2', '3'] as const;

export function HomeHowItWorks() {
  const t = useTranslations('Home');
  return (
    <section className="bg-gray-50 px-4 py-10" aria-labelledby="home-how">
      <div className="mx-auto max-w-6xl">
        <h2 id="home-how" className="mb-6 text-2xl font-bold">
          {t('how_title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="mb-2 text-lg font-bold text-brand-800">{t(`how_${step}_title`)}</h3>
              <p className="text-muted">{t(`how_${step}_text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
