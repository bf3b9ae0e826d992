import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { defaultLocale, isLocale } from './routing';
import { resolveTimeZone, TIME_ZONE_COOKIE } from './time-zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const cookieStore = await cookies();
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: resolveTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value, locale),
    now: new Date(),
  };
});
