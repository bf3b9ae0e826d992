// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Control() {
  return (
    <button type="button" disabled={!useHydrated()}>
      go
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server\u2019s HTML and true in the browser', () => {
    expect(renderToString(<Control />)).toBe('<button type="button" disabled="">go</button>');
    render(<Control />);
    expect(screen.getByRole('button', { name: 'go' })).toBeEnabled();
  });
});
