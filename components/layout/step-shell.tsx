import type { ReactNode } from 'react';
import { SiteLogo } from './site-logo';

/** Layout `start-teaching`: a step shell for the tutor onboarding flow. */
export function StepShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200 px-4 py-3">
        <SiteLogo />
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
