import type { ReactNode } from 'react';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

/** A form that posts to the tutor request's action route (works without JavaScript). */
export function ActionForm({
  locale,
  action,
  id,
  fields = {},
  children,
  className,
  label,
}: {
  locale: Locale;
  action: string;
  id?: number;
  fields?: Record<string, string | number | undefined | null>;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <form method="post" action={getPathname({ href: '/tutor-request/act', locale })} className={className} aria-label={label} noValidate>
      <input type="hidden" name="_action" value={action} />
      {id !== undefined && <input type="hidden" name="_id" value={id} />}
      {Object.entries(fields).map(([name, value]) =>
        value == null || value === '' ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      {children}
    </form>
  );
}
