'use client';

import { cloneElement, type KeyboardEvent, type ReactElement, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/** Spec §9: fade in after 100 ms; a click tooltip hides after 1500 ms and is removed 300 ms after fading out. */
export const TOOLTIP_TIMING = { fadeInDelay: 100, clickVisible: 1500, removeAfterFadeOut: 300 } as const;

export type TooltipPosition = 'top' | 'bottom' | 'left' | 'right';
type Phase = 'hidden' | 'entering' | 'visible' | 'leaving';

// Left and right are the screen's sides (spec §9 names them so), in both directions.
const PLACEMENT: Record<TooltipPosition, string> = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  left: 'right-full top-1/2 mr-2 -translate-y-1/2',
  right: 'left-full top-1/2 ml-2 -translate-y-1/2',
};

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  position?: TooltipPosition;
  /** `hover` shows on pointer hover and keyboard focus; `click` shows briefly after a click. */
  trigger?: 'hover' | 'click';
}

export function Tooltip({ content, children, position = 'top', trigger = 'hover' }: TooltipProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('hidden');
  const timers = useRef<number[]>([]);

  const clear = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  const later = (ms: number, next: () => void) => timers.current.push(window.setTimeout(next, ms));

  const hide = useCallback(() => {
    clear();
    setPhase((current) => (current === 'hidden' ? current : 'leaving'));
    later(TOOLTIP_TIMING.removeAfterFadeOut, () => setPhase('hidden'));
  }, []);

  const show = useCallback(() => {
    clear();
    setPhase('entering');
    later(TOOLTIP_TIMING.fadeInDelay, () => setPhase('visible'));
  }, []);

  const showBriefly = () => {
    show();
    later(TOOLTIP_TIMING.fadeInDelay + TOOLTIP_TIMING.clickVisible, hide);
  };

  useEffect(() => clear, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && phase !== 'hidden') hide();
  };
  const hover = trigger === 'hover' ? { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide } : { onClick: showBriefly };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- events bubble from the focusable trigger it wraps
    <span className="relative inline-flex" onKeyDown={onKeyDown} {...hover}>
      {cloneElement(children, { 'aria-describedby': phase === 'hidden' ? undefined : id })}
      {phase !== 'hidden' && (
        <span
          id={id}
          role="tooltip"
          data-position={position}
          data-state={phase}
          className={`pointer-events-none absolute z-50 w-max max-w-xs rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white shadow transition-opacity duration-300 ${PLACEMENT[position]} ${phase === 'visible' ? 'opacity-100' : 'opacity-0'}`}
        >
          {content}
        </span>
      )}
    </span>
  );
}
