// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TutorProfile } from '@/lib/schemas/tutor-answers';
import { renderWithIntl } from '@/tests/render';
import { sampleTutorCard } from '@/tests/fixtures/tutor-card';
import { TutorProfileView } from './tutor-profile-view';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/i18n/router', () => ({
  usePathname: () => '/tutor/sara-ahmadi-12',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

const tutor: TutorProfile = {
  ...sampleTutorCard,
  reviews_count: 0,
  classes_count: 30,
  teaches_offline: false,
  is_new: true,
  city: null,
  courses: [],
  bio: 'Maths tutor',
  intro_video_url: null,
  accepts_messages: true,
  reviews: [],
  aspect_averages: null,
};

describe('TutorProfileView: "Message the tutor"', () => {
  it('is offered for a tutor with an account, leading to the first message', () => {
    renderWithIntl(<TutorProfileView tutor={tutor} courses={[]} locale="fa" timeZone="Asia/Tehran" />);
    expect(screen.getByTestId('message-tutor')).toHaveAttribute('href', '/profile/dashboard/messages/new/sara-ahmadi-12');
    expect(screen.getByTestId('message-tutor')).toHaveTextContent('پیام به استاد');
  });

  it('is not offered for a listed tutor without an account (nobody would read it)', () => {
    renderWithIntl(<TutorProfileView tutor={{ ...tutor, accepts_messages: false }} courses={[]} locale="en-US" timeZone="UTC" />, 'en-US');
    expect(screen.queryByTestId('message-tutor')).toBeNull();
    expect(screen.queryByText('Message the tutor')).toBeNull();
  });
});
