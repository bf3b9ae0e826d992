import type { ReactNode } from 'react';
import { SiteLogo } from './site-logo';

/** Layout `auth`: minimal chrome around sign-in steps. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-brand-50 px-4 py-8">
      <SiteLogo />
      <main id="main" className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow">
        {children}
      </main>
    </div>
  );
}
