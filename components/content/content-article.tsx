import type { ReactNode } from 'react';
import type { ContentPage } from '@/lib/schemas/content';

/** An informational page from the database: its title, summary and sections, then extras. */
export function ContentArticle({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10" data-testid={`content-page-${page.slug}`}>
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold text-brand-800">{page.title}</h1>
        <p className="mt-3 text-lg text-muted">{page.summary}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className="mb-6">
          <h2 className="mb-2 text-xl font-bold">{section.heading}</h2>
          <p className="leading-8">{section.body}</p>
        </section>
      ))}
      {children}
    </article>
  );
}
