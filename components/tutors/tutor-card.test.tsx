// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/render';
import { sampleTutorCard } from '@/tests/fixtures/tutor-card';
import { TutorCard } from './tutor-card';

const tutor = sampleTutorCard;

describe('TutorCard', () => {
  it('shows name, stars, the price in euros, courses, place, request and compare', () => {
    renderWithIntl(<TutorCard tutor={tutor} locale="fa" />);
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute('href', '/tutor/sara-ahmadi-12');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('€');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('۲۵٫۵۰');
    expect(screen.getByText('۴٫۸')).toBeInTheDocument();
    expect(screen.getByText('ریاضی')).toBeInTheDocument();
    expect(screen.getByTestId('tutor-place')).toHaveTextContent('حضوری در تهران و آنلاین');
    expect(screen.getByRole('button', { name: 'مقایسه‌ی سارا احمدی' })).toHaveAttribute('aria-pressed', 'false');
    // "Request class" is a form post (no JavaScript needed) that starts a draft for this tutor.
    const request = screen.getByRole('button', { name: 'درخواست کلاس با سارا احمدی' });
    expect(request.closest('form')).toHaveAttribute('method', 'post');
    expect(request.closest('form')!.querySelector('input[name="tutor"]')).toHaveValue('sara-ahmadi-12');
  });

  it('formats the price for English readers', () => {
    renderWithIntl(<TutorCard tutor={tutor} locale="en-US" />, 'en-US');
    expect(screen.getByTestId('tutor-price')).toHaveTextContent('€25.50');
    expect(screen.getByText('(120 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute('href', '/en-US/tutor/sara-ahmadi-12');
  });

  it.each([
    ['both, in the list city', { teaches_online: true, teaches_offline: true }, 1, 'In person in Tehran and online'],
    ['in person in the list city', { teaches_online: false, teaches_offline: true }, 1, 'In person in Tehran'],
    ['online only, in a city list', { teaches_online: true, teaches_offline: false }, 1, 'Online only; no in-person classes in Tehran'],
    ['in person elsewhere and online, in a city list', { teaches_online: true, teaches_offline: true }, 9, 'Online only; no in-person classes in Shiraz'],
    ['online, no city list', { teaches_online: true, teaches_offline: false }, null, 'Online'],
  ] as const)('says where the tutor teaches relative to the list: %s', (_, modes, listCityId, expected) => {
    const listCity = listCityId === null ? null : { id: listCityId, name: listCityId === 1 ? 'Tehran' : 'Shiraz' };
    renderWithIntl(<TutorCard tutor={{ ...tutor, ...modes, city: { id: 1, name: 'Tehran', slug: 'tehran' } }} locale="en-US" listCity={listCity} />, 'en-US');
    expect(screen.getByTestId('tutor-place')).toHaveTextContent(new RegExp(`^${expected}$`));
  });
});
