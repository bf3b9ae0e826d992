import 'server-only';
import { notFound } from 'next/navigation';
import { classApi } from '@/lib/api/classes';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import type { ClassDetailView, SessionView } from '@/lib/schemas/classes';
import { safeBack } from './actions.server';

const ID = /^[1-9]\d{0,8}$/;

/**
 * A lesson's own page (its cancellation, a new time) by its route ids: the class as the viewer sees
 * it, the lesson, and where the page goes back to (`?back=`, the page it was opened from: the class
 * or the tutor's week). A malformed id, or a class or lesson not the viewer's: the 404 page.
 */
export async function lessonPage(
  ids: { id: string; sessionId: string },
  backParam: string | string[] | undefined,
): Promise<{ view: ClassDetailView; session: SessionView; classPath: string; back: string }> {
  if (!ID.test(ids.id) || !ID.test(ids.sessionId)) notFound();
  const view = await onServer(classApi.get(await getServerApiClient(), Number(ids.id)));
  const session = [...view.upcoming, ...view.past].find((s) => s.id === Number(ids.sessionId));
  if (!session) notFound();
  const classPath = `/profile/dashboard/my-classes/${ids.id}`;
  return { view, session, classPath, back: typeof backParam === 'string' ? safeBack(backParam) : classPath };
}
