// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TutorCard as Card } from '@/lib/schemas/tutor-answers';
import { renderWithIntl } from '@/tests/render';
import { TutorCard } from './tutor-card';

vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === 'fa' ? href : `/${locale}${href}`),
}));

const tutor: Card = {
  id: 12, username: 'sara-ahmadi-12', full_name: 'سارا احمدی', gender: 'FEMALE', avatar_url: null, stars: 4.8,
  reviews_count: 120, classes_count: 300, experience_years: 6, teaching_price: 2550, teaching_price_formatted: '25.50',
  teaches_online: true, teaches_offline: true, is_new: false,
  city: { id: 1, name: 'تهران', slug: 'tehran' },
  courses: [{ id: 3, name: 'ریاضی', slug: 'math', course_group_id: 1 }],
};

describe('TutorCard', () => {
  it('shows name, stars, the price in euros, courses, place, request and compare', () => {
    renderWithIntl(<TutorCard tutor={tutor} locale="fa"/>);
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute('href', '/tutor/sara-ahmadi-12');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('€');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('۲۵٫۵۰');
    expect(screen.getByText('۴٫۸')).toBeInTheDocument();
    expect(screen.getByText('ریاضی')).toBeInTheDocument();
    expect(screen.getByText('آنلاین · تهران')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'درخواست کلاس با سارا احمدی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مقایسه‌ی سارا احمدی' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'درخواست کلاس با سارا احمدی' })).toHaveAttribute('href', '/tutor-request/form?tutor=sara-ahmadi-12');
  });

  it('formats the price for English readers', () => {
    renderWithIntl(<TutorCard tutor={tutor} locale="en-US"/>, 'en-US');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('€25.50');
    expect(screen.getByText('(120 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute('href', '/en-US/tutor/sara-ahmadi-12');
  });
});
