// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CompareBarSlot } from './compare-bar-slot';

vi.mock('./compare-bar', () => ({ CompareBar: () => <div data-testid="compare-bar" /> }));

describe('CompareBarSlot', () => {
  it('renders nothing on the server, and the bar, loaded on its own, in the browser', async () => {
    expect(renderToString(<CompareBarSlot />)).toBe('');
    render(<CompareBarSlot />);
    expect(await screen.findByTestId('compare-bar')).toBeTruthy();
  });
});
