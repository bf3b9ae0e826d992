'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const secondsUntil = (moment: number) => Math.max(0, Math.ceil((moment - Date.now()) / 1000));

/**
 * Counts down to the moment a new code may be asked for, then offers it; says how long the code
 * itself lasts. Both count from when the code was sent (kept by the sign-in flow), so a reload
 * carries on where it was instead of starting again (issue 29).
 */
export function ResendTimer({ resendAt, expiresAt, onResend }: { resendAt: number; expiresAt: number | null; onResend: () => Promise<boolean> }) {
  const t = useTranslations('Auth');
  const format = useFormatter();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(resendAt);
  const valid = expiresAt === null ? null : secondsUntil(expiresAt);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  void now;

  const clock = (seconds: number) => `${format.number(Math.floor(seconds / 60))}:${format.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {valid !== null && (
        <p className={valid > 0 ? 'text-muted' : 'text-red-700'} aria-live="off" data-testid="code-lifetime">
          {valid > 0 ? t('code_valid_for', { time: clock(valid) }) : t('code_expired')}
        </p>
      )}
      {left > 0 ? (
        <p className="text-muted" aria-live="off">
          {t('resend_in', { time: clock(left) })}
        </p>
      ) : (
        <Button variant="link" className="self-start" onClick={() => void onResend()}>
          {t('resend')}
        </Button>
      )}
    </div>
  );
}
