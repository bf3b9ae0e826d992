import type { Locale } from '@/lib/i18n/routing';
import type { InvoiceLineView } from '@/lib/schemas/payments';

/**
 * An invoice line's words are frozen when it is billed; a name that has an English spelling is
 * frozen in both (`tutor` and `tutor_en`), and each reader gets theirs: an English bill says
 * "2 sessions with Mohammad Khorasani", a Persian one the Persian name. Older lines have only one.
 */
export function lineParams(line: Pick<InvoiceLineView, 'params'>, locale: Locale): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(line.params)) {
    if (name.endsWith('_en')) continue;
    const english = line.params[`${name}_en`];
    params[name] = locale === 'en-US' && typeof english === 'string' && english.trim() ? english : value;
  }
  return params;
}
