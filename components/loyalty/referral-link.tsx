'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The invitation link, selectable as text (no script needed) and copied with one click. */
export function ReferralLink({ url }: { url: string }) {
  const t = useTranslations('Loyalty');
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="referral-link" className="sr-only">
        {t('referral_link_label')}
      </label>
      <input
        id="referral-link"
        readOnly
        value={url}
        dir="ltr"
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="referral-link"
      />
      <Button variant="secondary" onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
        {copied ? t('referral_copied') : t('referral_copy')}
      </Button>
    </div>
  );
}
