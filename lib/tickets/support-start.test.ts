import { describe, expect, it } from 'vitest';
import { newSupportTicketPath, supportTicketStart } from './support-start';

const UUID = '0b5c2a4e-7f7e-4c3b-9a55-3c1d2e4f5a6b';

describe('supportTicketStart', () => {
  it('starts a ticket about a bill as a payment question, about a class as a class one', () => {
    expect(supportTicketStart({ invoice: UUID })).toEqual({ category: 'payment', link: { kind: 'invoice', id: UUID } });
    expect(supportTicketStart({ class: '12' })).toEqual({ category: 'class', link: { kind: 'class', id: 12 } });
    expect(supportTicketStart({ request: '7', category: 'other' })).toEqual({ category: 'other', link: { kind: 'request', id: 7 } });
  });

  it('drops what is malformed', () => {
    expect(supportTicketStart({ invoice: UUID.toUpperCase(), class: '012', category: 'refund' })).toEqual({});
    expect(supportTicketStart({ invoice: [UUID, UUID] })).toEqual({});
  });

  it('reads back the address a bill or a help topic links to', () => {
    const fromBill = new URL(newSupportTicketPath({ kind: 'invoice', id: UUID }), 'https://t.example');
    expect(supportTicketStart(Object.fromEntries(fromBill.searchParams))).toEqual({ category: 'payment', link: { kind: 'invoice', id: UUID } });
    const fromTopic = new URL(newSupportTicketPath(undefined, 'technical'), 'https://t.example');
    expect(supportTicketStart(Object.fromEntries(fromTopic.searchParams))).toEqual({ category: 'technical' });
  });
});
