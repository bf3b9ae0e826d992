'use client';

import { useEffect } from 'react';
import { setApiAuthToken } from '@/lib/api-client';
import { useAuthStore } from '@/stores/stores-provider';

/**
 * The auth store is where the browser keeps the session's token (spec §3 "Auth state"); the API
 * client sends it as `Authorization: Bearer` (spec §7). The server render fills it after a reload,
 * the sign-in pages after a login, sign-out empties it.
 */
export function ApiSessionBridge() {
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    setApiAuthToken(token);
  }, [token]);
  return null;
}
