'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { calendarFeedApi } from '@/lib/api/calendar-feed';
import type { CalendarFeedStatus, NewCalendarFeed } from '@/lib/schemas/calendar-feed';

/**
 * The private calendar address: made (or replaced) here and shown this once, since only its hash
 * is kept; turned off here too. `createdLabel` is the date it was made, formatted by the page.
 */
export function CalendarFeedPanel({ status, createdLabel }: { status: CalendarFeedStatus; createdLabel: string | null }) {
  const t = useTranslations('CalendarFeed');
  const [active, setActive] = useState(status.active);
  const [made, setMade] = useState<NewCalendarFeed | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      // On a refusal the API client has shown why (a toast); the button can be pressed again.
      setBusy(false);
    }
  }
  const create = () =>
    run(async () => {
      setMade(await calendarFeedApi.create(loadApiClient));
      setActive(true);
      setRevoked(false);
    });
  const revoke = () =>
    run(async () => {
      await calendarFeedApi.revoke(loadApiClient);
      setMade(null);
      setActive(false);
      setRevoked(true);
    });

  return (
    <section aria-labelledby="calendar-feed-title" className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid="calendar-feed">
      <h2 id="calendar-feed-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      {made ? (
        <div className="flex flex-col gap-2">
          <label htmlFor="calendar-feed-url" className="font-bold">
            {t('address_label')}
          </label>
          <input id="calendar-feed-url" readOnly dir="ltr" value={made.url} className="w-full rounded-lg border border-gray-400 px-3 py-2 font-mono text-sm" />
          <p role="status">{t('shown_once')}</p>
          <a href={made.webcal_url} className="self-start text-brand-700 underline underline-offset-4">
            {t('open_in_app')}
          </a>
        </div>
      ) : (
        <p role="status">{revoked ? t('revoked') : active && createdLabel ? t('active', { date: createdLabel }) : active ? null : t('inactive')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={create} disabled={busy}>
          {active ? t('replace') : t('create')}
        </Button>
        {active && (
          <Button variant="secondary" onClick={revoke} disabled={busy}>
            {t('revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
