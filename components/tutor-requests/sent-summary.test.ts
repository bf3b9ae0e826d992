import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { TutorRequestView } from '@/lib/schemas/tutor-requests';
import { allMessages } from '@/tests/messages';
import { sentSummary } from './sent-summary';

const base = { id: 7, origin: 'list', tutor: null, pending_offers: 0, next_expiry: null } as unknown as TutorRequestView;
const summary = (request: Partial<TutorRequestView>, locale: 'fa' | 'en-US' = 'en-US') =>
  sentSummary(
    createTranslator({ locale, messages: allMessages(locale), namespace: 'TutorRequest' }) as never,
    { ...base, ...request } as TutorRequestView,
    locale,
    'Asia/Tehran',
  );

describe('what the page after sending a request says', () => {
  it('never says tutors were asked when none fit', () => {
    const text = summary({ state: 'matching' });
    expect(text).toContain('nobody has been asked');
    expect(text).not.toMatch(/We asked/);
  });

  it('counts the tutors asked and names when the first answer is due, in Persian digits in fa', () => {
    expect(summary({ state: 'offers_out', pending_offers: 3, next_expiry: '2027-01-10T08:30:00Z' })).toMatch(/^We asked 3 tutors .* due by .*12:00/);
    expect(summary({ state: 'offers_out', pending_offers: 3, next_expiry: '2027-01-10T08:30:00Z' }, 'fa')).toMatch(/^از ۳ استاد/);
  });

  it('names the one tutor asked for a request sent from their profile', () => {
    const tutor = { id: 1, username: 'sara', full_name: 'Sara Karimi' };
    expect(summary({ state: 'offers_out', origin: 'profile', tutor, pending_offers: 1, next_expiry: '2027-01-10T08:30:00Z' })).toMatch(
      /^We asked Sara Karimi\. They have until/,
    );
  });
});
