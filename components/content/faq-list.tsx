import type { FaqItem } from '@/lib/schemas/content';

/** Questions that open without JavaScript (details/summary). */
export function FaqList({ items, headingLevel = 'h3' }: { items: FaqItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-3" data-testid="faq-list">
      {items.map((item) => (
        <details key={item.id} className="group rounded-xl border border-gray-200 bg-white p-4">
          <summary className="cursor-pointer list-none">
            <Heading className="inline text-base font-bold">{item.question}</Heading>
          </summary>
          <p className="mt-3 leading-7 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage for search engines. */
export function faqJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
