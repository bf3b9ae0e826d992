/** Spec §4 install prompt: shown, then accepted or cancelled. The choice is kept and reported. */
export type InstallOutcome = 'accepted' | 'cancelled';
export const INSTALL_CHOICE_KEY = 'pwa-install-choice';

export interface InstallChoice {
  outcome: InstallOutcome;
  at: number;
}

/** The browser says "dismissed"; the spec says "cancelled". */
export function toOutcome(browserOutcome: string): InstallOutcome {
  return browserOutcome === 'accepted' ? 'accepted' : 'cancelled';
}

type DataLayerWindow = { dataLayer?: object[]; localStorage?: Storage };

/** Remembers the choice (localStorage) and tells the tag manager's data layer. */
export function recordInstallChoice(outcome: InstallOutcome, target: DataLayerWindow, now = Date.now()): InstallChoice {
  const choice = { outcome, at: now };
  try {
    target.localStorage?.setItem(INSTALL_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Blocked storage: the data layer still hears of it.
  }
  (target.dataLayer ??= []).push({ event: 'pwa_install_prompt', outcome });
  return choice;
}
