import { getLocale, getTranslations } from 'next-intl/server';
import { formatList } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PersonSummary } from '@/lib/schemas/operator';

/** A person's roles in the page's words, their tutor profile and their block, as the list and the record both show them. */
export async function PersonFacts({ person }: { person: PersonSummary }) {
  const [t, locale] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>]);
  return (
    <>
      {person.roles.length > 0 && (
        <p className="text-sm">
          {t('people_roles', {
            roles: formatList(
              person.roles.map((role) => t(`role_${role}`)),
              locale,
            ),
          })}
        </p>
      )}
      {person.tutor_username && <p className="text-sm">{t('people_tutor', { username: person.tutor_username })}</p>}
      {person.blocked_at && (
        <p className="text-sm text-red-700" data-testid="person-blocked">
          {t('people_blocked', { reason: person.blocked_reason ?? '' })}
        </p>
      )}
    </>
  );
}
