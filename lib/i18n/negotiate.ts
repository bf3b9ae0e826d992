import { fallbackLocale, isLocale, type Locale } from './routing';

/** Maps one language tag to a locale we serve, or null. */
function matchTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === 'fa' || lower.startsWith('fa-')) return 'fa';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return null;
}

/** Best locale for an Accept-Language header, honouring q-values; null when nothing matches. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchTag(entry.tag);
    if (locale) return locale;
  }
  return null;
}

/** Spec §4: the locale cookie, then the browser's language, then the fallback locale. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return matchAcceptLanguage(acceptLanguage) ?? fallbackLocale;
}
