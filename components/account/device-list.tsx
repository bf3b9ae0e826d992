import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { deviceName } from '@/lib/account/device-name';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { SignedInDevice } from '@/lib/schemas/sessions';
import { EndSessionButton } from './end-session-button';

/** Where the account is signed in, newest first; each other device can be signed out. */
export async function DeviceList({ devices }: { devices: SignedInDevice[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Devices'), getLocale() as Promise<Locale>, getTimeZone()]);
  const others = devices.filter((device) => !device.current).length;
  const describe = (userAgent: string | null) => {
    const { browser, system } = deviceName(userAgent);
    if (browser && system) return t('device_on', { browser, system });
    if (browser) return t('device_browser', { browser });
    return system ? t('device_system', { system }) : t('unknown_device');
  };
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <ul className="flex flex-col gap-3">
        {devices.map((device) => (
          <li key={device.id} data-testid="device-row" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 p-4">
            <div className="flex flex-col gap-1">
              <span className="font-medium" title={device.user_agent ?? undefined}>
                {describe(device.user_agent)}
              </span>
              <span className="text-sm text-muted">
                {t.rich(device.ip ? 'signed_in_from' : 'signed_in_at', {
                  time: formatDateTime(device.created_at, locale, timeZone),
                  ip: device.ip ?? '',
                  address: (chunks) => <span dir="ltr">{chunks}</span>,
                })}
              </span>
            </div>
            {device.current ? (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold">{t('this_device')}</span>
            ) : (
              <EndSessionButton id={device.id} label={t('sign_out')} busyLabel={t('signing_out')} />
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <div>
          <EndSessionButton id="others" label={t('sign_out_others', { count: others })} busyLabel={t('signing_out')} />
        </div>
      ) : (
        <p data-testid="no-other-devices">{t('no_others')}</p>
      )}
    </section>
  );
}
