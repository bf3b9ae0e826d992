import { useTranslations } from 'next-intl';
import type { AppSettings } from '@/lib/schemas/content';
import { PhoneLink } from './phone-link';

/** The app download block (spec: settings hold the app code and number). */
export function AppDownload({ settings }: { settings: AppSettings }) {
  const t = useTranslations('Content');
  return (
    <section aria-labelledby="app-download" className="rounded-2xl bg-brand-50 p-6" data-testid="app-download">
      <h2 id="app-download" className="text-2xl font-bold text-brand-800">
        {t('app_title')}
      </h2>
      <p className="mt-2 text-muted">{t('app_text')}</p>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('app_code')}</dt>
          <dd className="text-xl font-extrabold" dir="ltr">
            {settings.app_code}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('app_number')}</dt>
          <dd className="text-xl font-extrabold">
            <PhoneLink number={settings.app_number} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
