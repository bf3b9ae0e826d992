'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Counts down to the moment a new code may be asked for, then offers it. */
export function ResendTimer({ seconds, onResend }: { seconds: number; onResend: () => Promise<boolean> }) {
  const t = useTranslations('Auth');
  const format = useFormatter();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  if (left > 0) {
    return (
      <p className="text-sm text-muted" aria-live="off">
        {t('resend_in', { time: `${format.number(Math.floor(left / 60))}:${format.number(left % 60, { minimumIntegerDigits: 2 })}` })}
      </p>
    );
  }
  return (
    <Button variant="link" className="self-start" onClick={async () => (await onResend()) && setLeft(seconds)}>
      {t('resend')}
    </Button>
  );
}
