'use client';

import { useTranslations } from 'next-intl';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { toLatinDigits } from '@/lib/format';

interface OtpInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** One box per digit; typing moves on, Backspace moves back, a pasted or autofilled code fills all. */
export function OtpInput({ length, value, onChange, labelledBy, invalid, disabled }: OtpInputProps) {
  const t = useTranslations('Auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (value === '') boxes.current[0]?.focus();
  }, [value]);

  const fill = (from: number, text: string) => {
    const digits = toLatinDigits(text).replace(/\D/g, '');
    if (!digits) return;
    const next = (value.slice(0, from) + digits).slice(0, length);
    onChange(next);
    boxes.current[Math.min(next.length, length - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    const at = value[index] ? index : Math.max(index - 1, 0);
    onChange(value.slice(0, at));
    boxes.current[at]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} dir="ltr" className="flex justify-center gap-2">
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={t('digit', { position: index + 1, total: length })}
          aria-invalid={invalid || undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          inputMode="numeric"
          disabled={disabled}
          className="size-12 rounded-lg border border-gray-400 text-center text-xl aria-invalid:border-red-700"
          value={value[index] ?? ''}
          onChange={(event) => fill(index, typedInto(value[index], event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}

/** What the user added to a box that may already hold a digit. */
function typedInto(current: string | undefined, typed: string): string {
  if (!current || typed.length < 2) return typed;
  return typed.startsWith(current) ? typed.slice(1) : typed.slice(0, -1);
}
