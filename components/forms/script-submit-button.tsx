'use client';

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The submit button of a form that only its script can send (it has no `action` to post to).
 * Disabled until the page's script runs: pressed before, the browser posts the form to the page
 * itself, which drops what was typed. A form that works without script (FormShell, the search
 * forms) keeps a plain button.
 */
export function ScriptSubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const hydrated = useHydrated();
  // eslint-disable-next-line no-restricted-syntax -- the one place a Button submits
  return <Button {...props} type="submit" disabled={!hydrated || disabled} />;
}
