import type { ReactNode } from 'react';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

/** A form that posts one class action (lib/classes/actions.server.ts) and comes back to `back` (works without JavaScript). */
export function ClassActionForm({
  locale,
  action,
  id,
  back,
  children,
  className,
  label,
  again,
}: {
  locale: Locale;
  /** The action, or undefined when the form's submit buttons carry it (`name="_action"`). */
  action?: string;
  id: number;
  back: string;
  children: ReactNode;
  className?: string;
  label?: string;
  /** The form's own page, where a refused post comes back to with its messages (else `back`). */
  again?: string;
}) {
  return (
    <form method="post" action={getPathname({ href: '/profile/dashboard/my-classes/act', locale })} className={className} aria-label={label} noValidate>
      {action !== undefined && <input type="hidden" name="_action" value={action} />}
      <input type="hidden" name="_id" value={id} />
      <input type="hidden" name="_back" value={back} />
      {again && <input type="hidden" name="_again" value={again} />}
      {children}
    </form>
  );
}
