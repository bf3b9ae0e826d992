import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { AbroadCountrySummary } from '@/lib/schemas/abroad';

export function CountryCards({ countries }: { countries: AbroadCountrySummary[] }) {
  const t = useTranslations('Content');
  return (
    <ul className="mb-10 grid gap-4 sm:grid-cols-2" data-testid="abroad-countries">
      {countries.map((country) => (
        <li key={country.slug} className="rounded-xl border border-gray-200 p-5">
          <h2 className="text-xl font-bold">
            <Link href={`/abroad/${country.slug}`} className="text-brand-800 hover:underline">
              {t('study_in', { country: country.name })}
            </Link>
          </h2>
          <p className="mt-2 leading-7 text-muted">{country.summary}</p>
        </li>
      ))}
    </ul>
  );
}
