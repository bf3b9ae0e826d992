// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl, serverHtmlWithIntl } from '@/tests/render';
import { sampleTutorCard } from '@/tests/fixtures/tutor-card';
import { TutorGrid } from './tutor-grid';

vi.mock('@/lib/i18n/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const tutor = { ...sampleTutorCard, full_name: 'Sara Ahmadi' };

// A cached page paints before its script loads (server/page-cache/first-paint.ts): a compare
// button pressed in that moment would do nothing, so it is served disabled and the grid's script
// enables it.
describe('the grid\u2019s compare buttons', () => {
  const grid = <TutorGrid tutors={[tutor]} locale="en-US" list="test" />;

  it('are disabled in the server\u2019s HTML', () => {
    const html = serverHtmlWithIntl(grid);
    expect(html).toMatch(/<button type="button" data-compare="12" aria-pressed="false" disabled=""/);
  });

  it('work once the grid\u2019s script runs', () => {
    renderWithIntl(grid, 'en-US');
    const compare = screen.getByRole('button', { name: 'Compare Sara Ahmadi' });
    expect(compare).toBeEnabled();
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
  });
});
