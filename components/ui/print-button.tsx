'use client';

import { Button } from './button';

/** Opens the browser's print dialog (a receipt on paper or as a PDF); the page's header and footer are left off the print. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" className="self-start print:hidden" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
