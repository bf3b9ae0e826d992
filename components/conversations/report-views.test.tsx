// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationReportView } from '@/lib/schemas/conversations';
import { allMessages } from '@/tests/messages';
import { ReportView } from './report-views';

const page = vi.hoisted(() => ({ locale: 'en-US' as 'fa' | 'en-US' }));

vi.mock('next-intl/server', () => ({
  getLocale: async () => page.locale,
  getTimeZone: async () => 'UTC',
  getTranslations: async (namespace: string) => createTranslator({ locale: page.locale, messages: allMessages(page.locale), namespace: namespace as never }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const report: ConversationReportView = {
  id: 7,
  reason: 'off_platform',
  note: null,
  state: 'closed',
  created_at: '2026-11-27T10:00:00.000Z',
  conversation_id: 3,
  reporter: { name: 'Maryam', mobile: '+989121111111' },
  reported: { name: 'Sara', mobile: '+989122222222', side: 'tutor' },
  message_id: 12,
  messages: [
    { id: 11, side: 'student', body: 'Hello', created_at: '2026-11-27T09:00:00.000Z', reported: false, attachments: [] },
    {
      id: 12,
      side: 'tutor',
      body: 'Pay me outside the site.',
      created_at: '2026-11-27T09:05:00.000Z',
      reported: true,
      attachments: [{ upload_id: 'u1', file_name: 'sara@gmail.com.pdf', file_type: 'application/pdf', url: '/api/file/v1/reported-conversation-files/u1' }],
    },
  ],
};

describe('ReportView', () => {
  it.each([
    ['en-US', 'State', 'Closed', 'File: sara@gmail.com.pdf'],
    ['fa', 'وضعیت', 'بسته', 'فایل: sara@gmail.com.pdf'],
  ] as const)('labels the state as the state, and links the files as sent (%s)', async (locale, stateLabel, state, file) => {
    page.locale = locale;
    render(await ReportView({ report }));
    const label = screen.getByText(stateLabel, { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent(state);
    expect(screen.getByTestId('report-state')).toBe(label.nextElementSibling);
    const reported = screen.getByTestId('report-thread').querySelector('[data-reported="true"]') as HTMLElement;
    expect(within(reported).getByRole('link', { name: file })).toHaveAttribute('href', '/api/file/v1/reported-conversation-files/u1');
    expect(screen.getAllByTestId('report-attachments')).toHaveLength(1);
  });
});
