import { isPublicUuid, isRecordId } from '@/lib/schemas/ids';
import { TICKET_CATEGORIES, type TicketCategory, type TicketLink } from '@/lib/schemas/tickets';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * What a new support ticket starts with, read from its address: a help topic's category, and an
 * invoice (public uuid), class or request it is about. Anything malformed is left out; whose it is
 * the server checks when the ticket is sent.
 */
export function supportTicketStart(query: Query): { category?: TicketCategory; link?: TicketLink } {
  const category = TICKET_CATEGORIES.find((c) => c === one(query.category));
  const invoice = one(query.invoice);
  const classId = one(query.class);
  const request = one(query.request);
  const link: TicketLink | undefined =
    invoice && isPublicUuid(invoice)
      ? { kind: 'invoice', id: invoice }
      : classId && isRecordId(classId)
        ? { kind: 'class', id: Number(classId) }
        : request && isRecordId(request)
          ? { kind: 'request', id: Number(request) }
          : undefined;
  return {
    ...(category ? { category } : link ? { category: link.kind === 'invoice' ? 'payment' : link.kind === 'class' ? 'class' : 'tutor' } : {}),
    ...(link ? { link } : {}),
  };
}

/** Where a new support ticket starts; about a bill, class or request when one is named (read back by supportTicketStart). */
export const NEW_SUPPORT_TICKET_PATH = '/profile/dashboard/ticket/new';
export function newSupportTicketPath(link?: TicketLink, category?: TicketCategory): string {
  if (category) return `${NEW_SUPPORT_TICKET_PATH}?category=${category}`;
  if (!link) return NEW_SUPPORT_TICKET_PATH;
  return `${NEW_SUPPORT_TICKET_PATH}?${link.kind}=${encodeURIComponent(String(link.id))}`;
}
