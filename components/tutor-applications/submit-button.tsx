'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api/api-error';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { pushDataLayer } from '@/lib/analytics';
import { useRouter } from '@/lib/i18n/router';

/**
 * Sends the application. Success fires `start_teaching_submitted` (spec §7) and opens tracking; an
 * unfinished step comes back as a 302 whose `next_step` the API client follows (spec §4).
 */
export function SubmitApplicationButton() {
  const t = useTranslations('StartTeaching');
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={sending}
        className="min-h-11 self-start rounded-lg bg-brand-600 px-6 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        onClick={async () => {
          setSending(true);
          setError(null);
          try {
            const view = await tutorApplicationApi.submit(loadApiClient);
            pushDataLayer({ event: 'start_teaching_submitted', application_id: view.id });
            router.push('/start-teaching/tracking');
          } catch (e) {
            if (!(e instanceof ApiError)) throw e;
            if (e.status !== 302) setError(e.message);
            setSending(false);
          }
        }}
      >
        {sending ? t('sending') : t('submit_button')}
      </button>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
