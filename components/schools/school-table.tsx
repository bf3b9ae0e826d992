import { useTranslations } from 'next-intl';
import { SCHOOL_LEVELS, type School } from '@/lib/schemas/schools';

/** Schools grouped by level, each group a table (name, district, kind, gender). */
export function SchoolTables({ schools }: { schools: School[] }) {
  const t = useTranslations('Content');
  return (
    <div className="mb-10 flex flex-col gap-8" data-testid="school-list">
      {SCHOOL_LEVELS.toReversed().map((level) => {
        const rows = schools.filter((school) => school.level === level);
        if (rows.length === 0) return null;
        return (
          <section key={level} aria-labelledby={`level-${level}`}>
            <h2 id={`level-${level}`} className="mb-3 text-xl font-bold">
              {t(`level_${level}`)}
            </h2>
            <table className="w-full text-start [overflow-wrap:anywhere] max-sm:text-sm">
              <thead className="bg-gray-50 text-sm">
                <tr>
                  <th scope="col" className="p-1.5 text-start sm:p-2">
                    {t('school_name')}
                  </th>
                  <th scope="col" className="p-1.5 text-start sm:p-2">
                    {t('school_district')}
                  </th>
                  <th scope="col" className="p-1.5 text-start sm:p-2">
                    {t('school_kind')}
                  </th>
                  <th scope="col" className="p-1.5 text-start sm:p-2">
                    {t('school_gender')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((school) => (
                  <tr key={school.id} className="border-b border-gray-100">
                    <th scope="row" className="p-1.5 text-start font-bold sm:p-2">
                      {school.name}
                    </th>
                    <td className="p-1.5 sm:p-2">{school.district}</td>
                    <td className="p-1.5 sm:p-2">{t(`kind_${school.kind}`)}</td>
                    <td className="p-1.5 sm:p-2">{t(`gender_${school.gender}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
