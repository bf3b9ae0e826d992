// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const bars = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `day ${i + 1}`, value: i, text: `${i} requests` }));

describe('BarChart', () => {
  it('names every bar and its figure for screen readers and in its title, and writes at most about 12 labels under a month of bars', () => {
    render(<BarChart title="Requests per day" bars={bars(30)} testId="chart" />);
    const chart = screen.getByTestId('chart');
    const items = within(chart).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(items[29]).toHaveAttribute('title', 'day 30: 29 requests');
    expect(within(chart).getByText('day 30: 29 requests', { exact: false })).toBeTruthy();
    const shown = items.filter((item) => item.lastElementChild?.textContent?.startsWith('day'));
    expect(shown.length).toBeLessThanOrEqual(12);
    expect(shown[0]!.lastElementChild!.textContent).toBe('day 1');
  });

  it('draws each bar as tall as its share of the highest, an empty one for a missing figure', () => {
    render(
      <BarChart
        title="Share"
        bars={[
          { label: 'a', value: 2, text: '2' },
          { label: 'b', value: 8, text: '8' },
          { label: 'c', value: null, text: '—' },
        ]}
        testId="share"
      />,
    );
    const items = within(screen.getByTestId('share')).getAllByRole('listitem');
    expect(items.map((item) => item.style.getPropertyValue('--bar'))).toEqual(['25%', '100%', '0%']);
  });

  it('labels every bar of a short series', () => {
    render(<BarChart title="Weeks" bars={bars(5)} testId="weeks" />);
    const items = within(screen.getByTestId('weeks')).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild!.textContent)).toEqual(['day 1', 'day 2', 'day 3', 'day 4', 'day 5']);
  });
});
