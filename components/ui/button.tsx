import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60',
  secondary: 'rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60',
};

export function Button({ variant = 'primary', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`${VARIANTS[variant]} ${className ?? ''}`} {...props} />;
}
