import { withoutLocalePrefix } from '@/lib/i18n/routing';
import type { ApiErrorInfo } from './api-error';

/**
 * How the API client reports to the UI. The app registers one in the browser
 * (components/providers/api-notifier-bridge.tsx), so lib never imports components.
 */
export interface ApiNotifier {
  toastError: (message: string) => void;
  navigate: (path: string) => void;
  showErrorPage: (info: ApiErrorInfo) => void;
  /** The current page, for `redirect_url` on a 401. */
  currentPath: () => string;
  messages: {
    unknown: string;
    network: string;
    tooManyRequests: (seconds: number | null) => string;
  };
}

let notifier: ApiNotifier | null = null;

export function registerApiNotifier(next: ApiNotifier | null): void {
  notifier = next;
}

export function getApiNotifier(): ApiNotifier | null {
  return notifier;
}

/** The page as a locale-free site path (the router adds the locale back), for `redirect_url`. */
export function currentSitePath(location: { pathname: string; search: string }): string {
  return withoutLocalePrefix(location.pathname + location.search);
}
