'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type Variant = 'primary' | 'secondary' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60',
  secondary: 'rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60',
};

/**
 * The app's button for what only the page's script does: a click handler, or the submit of a form
 * only its script sends. Disabled until that script runs (`useHydrated`): pressed before, a click
 * did nothing and a submit posted the form to the page itself, dropping what was typed. A control
 * that works without script (a form that posts to a route, a search form) is a plain `<button>`.
 */
export function Button({ variant = 'primary', className, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const hydrated = useHydrated();
  return <button type="button" className={`${VARIANTS[variant]} ${className ?? ''}`} disabled={!hydrated || disabled} {...props} />;
}
