import type { ConversationSide } from '@/lib/schemas/conversations';

/** Where each side reads a thread: the student in their dashboard, the tutor in the teacher's. */
export const threadPath = (side: ConversationSide, id: number) => (side === 'student' ? `/profile/dashboard/messages/${id}` : `/dashboard/messages/${id}`);
