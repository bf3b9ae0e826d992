import { useLocale } from 'next-intl';
import { dialableNumber, localizeDigits } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

/** A phone number as a tap-to-call link: written left to right, in the page's digits. */
export function PhoneLink({ number }: { number: string }) {
  const locale = useLocale() as Locale;
  return (
    <a href={`tel:${dialableNumber(number)}`} dir="ltr" className="hover:underline">
      {localizeDigits(number, locale)}
    </a>
  );
}
