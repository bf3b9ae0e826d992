'use client';

import { useRouter } from '@/lib/i18n/router';
import { FullNameForm } from './full-name-form';

/** The name page (`/auth/full-name`): asked of a signed-in account until it has a name, then on to where the person was going. */
export function FullNameStep({ target }: { target: string }) {
  const router = useRouter();
  return (
    <FullNameForm
      onDone={() => {
        router.replace(target);
        router.refresh();
      }}
    />
  );
}
