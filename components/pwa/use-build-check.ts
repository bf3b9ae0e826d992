'use client';

import { useEffect, useRef } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { fetchBuildId } from '@/lib/api/pwa';

/** Spec §7/§9: about every hour the page asks whether a newer build is deployed. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/**
 * Calls onNewBuild when the deployed build differs from the one this page loaded with. The server
 * renders that id into the page (`renderedWith`), so loading a page costs no call; without it the
 * first answer, asked for when the page is idle, stands for this page's build.
 */
export function useBuildCheck(onNewBuild: () => void, renderedWith: string | null = null) {
  const callback = useRef(onNewBuild);
  callback.current = onNewBuild;

  useEffect(() => {
    let loadedWith: string | null = renderedWith;
    const check = async () => {
      const deployed = await fetchBuildId(loadApiClient).catch(() => null);
      if (!deployed) return;
      if (loadedWith === null) loadedWith = deployed;
      else if (deployed !== loadedWith) callback.current();
    };
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    if (loadedWith !== null) return () => window.clearInterval(timer);
    const idle = window.requestIdleCallback?.(() => void check(), { timeout: 5000 }) ?? window.setTimeout(() => void check(), 2000);
    return () => {
      window.clearInterval(timer);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [renderedWith]);
}
