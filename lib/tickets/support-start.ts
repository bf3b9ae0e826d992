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
