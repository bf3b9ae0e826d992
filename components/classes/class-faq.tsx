import { getTranslations } from 'next-intl/server';

const FAQ = [1, 2, 3, 4, 5] as const;

/** The class FAQ (spec §2 `my-classes/faq`): the rules people ask about, worded from the rules module's figures. */
export async function ClassFaq({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const t = await getTranslations('Classes');
  const Heading = heading;
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-2" id="faq">
      <Heading id="faq-title" className={heading === 'h1' ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        {t('faq_title')}
      </Heading>
      {FAQ.map((n) => (
        <details key={n} className="rounded-lg border border-gray-200 p-3" open={heading === 'h1'}>
          <summary className="cursor-pointer font-bold">{t(`faq.q${n}`)}</summary>
          <p className="mt-2">{t(`faq.a${n}`)}</p>
        </details>
      ))}
    </section>
  );
}
