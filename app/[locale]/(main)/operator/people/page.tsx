import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonFacts } from '@/components/operator/person-facts';
import { BlockControls } from '@/components/operator/block-controls';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { Link } from '@/lib/i18n/navigation';
import { peopleQuerySchema } from '@/lib/schemas/operator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('people_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** People: find an account by name, mobile or id; block or unblock it (issue 34). */
export default async function OperatorPeoplePage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).q;
  const parsed = peopleQuerySchema.safeParse({ q: Array.isArray(asked) ? asked[0] : asked });
  const people = parsed.success ? (await onServer(operatorApi.people(await getServerApiClient(), parsed.data.q))).people : null;
  const t = await getTranslations('Operator');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('people_title')}</h1>
      <form method="get" role="search" aria-label={t('people_title')} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('people_search')}
          <input
            name="q"
            type="search"
            defaultValue={parsed.success ? parsed.data.q : ''}
            className="min-h-10 rounded-md border border-gray-300 px-2"
            maxLength={100}
          />
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 font-bold text-white">
          {t('people_find')}
        </button>
      </form>
      {people && people.length === 0 && <p>{t('people_empty')}</p>}
      {people && people.length > 0 && (
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <li key={person.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3" data-testid="person" data-person-id={person.id}>
              <p className="font-bold">
                {person.full_name ?? '—'}{' '}
                <span className="font-normal text-muted" dir="ltr">
                  {person.mobile} · #{person.id}
                </span>
              </p>
              <PersonFacts person={person} />
              <Link href={`/operator/people/${person.id}`} className="text-sm font-bold text-brand-700 underline">
                {t('person_open')}
              </Link>
              <Link
                href={{ pathname: '/operator/audit', query: { record_type: 'user', record_id: String(person.id) } }}
                className="text-sm text-brand-700 underline"
              >
                {t('people_audit')}
              </Link>
              <BlockControls
                id={person.id}
                blocked={!!person.blocked_at}
                labels={{ block: t('people_block'), unblock: t('people_unblock'), reason: t('people_block_reason'), blocking: t('people_blocking') }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
