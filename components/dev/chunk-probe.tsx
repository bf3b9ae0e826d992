'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Imports a chunk on mount without catching: a failure reaches the chunk reload guard. */
export function ChunkProbe() {
  const t = useTranslations('DevTools');
  const [marker, setMarker] = useState<string | null>(null);
  useEffect(() => {
    void import('./chunk-probe-payload').then((m) => setMarker(m.CHUNK_PROBE_MARKER));
  }, []);
  return <p data-testid="chunk-probe">{marker ? t('chunk_loaded', { marker }) : t('chunk_waiting')}</p>;
}
