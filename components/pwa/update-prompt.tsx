'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Tells the user a new version is ready; "Update" activates it and reloads. */
export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const t = useTranslations('Pwa');
  const [updating, setUpdating] = useState(false);
  return (
    <div
      role="region"
      aria-labelledby="pwa-update-text"
      aria-live="polite"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
      data-testid="update-prompt"
    >
      <p id="pwa-update-text" className="flex-1 text-sm">
        {t('update_available')}
      </p>
      <button
        type="button"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          onUpdate();
        }}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('update_action')}
      </button>
      <button type="button" onClick={onLater} className="rounded-md px-3 py-2 text-sm text-gray-700 underline-offset-2 hover:underline">
        {t('update_later')}
      </button>
    </div>
  );
}
