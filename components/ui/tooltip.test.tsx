// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('Tooltip (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades in 100 ms after hover or focus and describes its trigger', () => {
    render(
      <Tooltip content="hint">
        <button type="button">trigger</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.focus(button);
    expect(tooltip()).toHaveAttribute('data-state', 'entering');
    expect(tooltip()).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toHaveClass('opacity-100');
    expect(button).toHaveAttribute('aria-describedby', tooltip()?.id);
    expect(tooltip()).toHaveAttribute('data-position', 'top');
  });

  it('closes on Escape and is removed 300 ms after fading out', () => {
    render(
      <Tooltip content="hint" position="left">
        <button type="button">trigger</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tooltip()).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(299));
    expect(tooltip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('a click tooltip hides after 1500 ms visible, then leaves the DOM after 300 ms', () => {
    render(
      <Tooltip content="copied" trigger="click" position="bottom">
        <button type="button">copy</button>
      </Tooltip>,
    );
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1499));
    expect(tooltip()).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toHaveAttribute('data-state', 'leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(tooltip()).toBeNull();
  });
});
