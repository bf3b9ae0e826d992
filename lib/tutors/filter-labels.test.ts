import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import { allMessages } from '@/tests/messages';
import { tutorFilterLabels } from './filter-labels.server';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'fa' | 'en-US'; namespace: string }) =>
    createTranslator({ locale, messages: allMessages(locale), namespace: namespace as never }),
}));

const nowhere: LinkParameters = { course: null, course_group: null, city: null, province: null, type: null, path: '' };
const tehran: LinkParameters = {
  ...nowhere,
  path: 'high-school-math/tehran',
  course: { id: 1, slug: 'high-school-math', name: 'ریاضی', course_group_id: 1 },
  city: { id: 2, slug: 'tehran', name: 'تهران', province_id: 1 },
};

describe('the filters’ labels, formatted on the server', () => {
  it('count what narrows the list, in Persian digits for a Persian page', async () => {
    const labels = await tutorFilterLabels('fa', tehran, { stars: '4', gender: 'female', sort: 'price_asc' });
    expect(labels.summary).toBe('فیلترها (۴)');
    expect(labels.stars['4.5']).toBe('۴٫۵ ستاره و بیشتر');
  });

  it('say only "Filters" when nothing narrows it, and count an online list as a place', async () => {
    expect((await tutorFilterLabels('en-US', nowhere, { sort: 'stars' })).summary).toBe('Filters');
    expect((await tutorFilterLabels('en-US', nowhere, { type: 'online', price_max: '30' })).summary).toBe('Filters (2)');
    expect((await tutorFilterLabels('en-US', nowhere, {})).stars['3']).toBe('3 stars or more');
  });
});
