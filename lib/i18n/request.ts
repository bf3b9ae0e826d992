import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { detectLocale } from './negotiate';
import { isLocale, LOCALE_COOKIE, type Locale } from './routing';
import { resolveTimeZone, TIME_ZONE_COOKIE } from './time-zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const cookieStore = await cookies();
  // Outside the [locale] segment (unknown files' 404, app/not-found.tsx) there is no locale in the
  // path: speak the visitor's language, chosen as the proxy would choose it.
  const locale: Locale = isLocale(requested) ? requested : detectLocale(cookieStore.get(LOCALE_COOKIE.name)?.value, (await headers()).get('accept-language'));
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: resolveTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value, locale),
    now: new Date(),
  };
});
