import { headers } from 'next/headers';
import { failPageValidation } from '@/lib/page-validation';
import { requireTestRoutes } from '@/lib/test-routes.server';

// Test-only: a page whose validation needs `?teacher_request_id=`, like the tutor-request form.
export default async function PageValidationProbe({ searchParams }: { searchParams: Promise<{ teacher_request_id?: string }> }) {
  await requireTestRoutes();
  const { teacher_request_id: id } = await searchParams;
  if (!id) failPageValidation((await headers()).get('x-full-path') ?? '/');
  return <p data-testid="validated">{id}</p>;
}
