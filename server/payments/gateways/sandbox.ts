import { serverConfig } from '@/server/config';
import { type GatewayVerdict, GatewayError, type PaymentGateway } from './gateway';
import { openSandboxSession, sandboxRefund, sandboxVerifyAnswer } from './sandbox-host';
import { sandboxSignatureValid } from './sandbox-signature';

const STATUS: Record<string, GatewayVerdict['status']> = { paid: 'paid', declined: 'declined', cancelled: 'cancelled', open: 'pending' };

/** Our side of the sandbox gateway: the adapter the app talks to, as it would to a real provider. */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',

  async start(db, input) {
    const reference = await openSandboxSession(db, {
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      returnUrl: input.returnUrl,
    });
    return { reference, redirectUrl: `${serverConfig().payments.sandboxBaseUrl}/api/sandbox-gateway/pay/${reference}` };
  },

  readReturn(query) {
    const reference = query.get('reference') ?? '';
    const status = query.get('status') ?? '';
    if (!sandboxSignatureValid(query.get('signature'), reference, status)) return null;
    return { reference };
  },

  async verify(db, reference) {
    const answer = await sandboxVerifyAnswer(db, reference);
    if (!answer) throw new GatewayError('sandbox: unknown session');
    return readVerifyAnswer(answer, reference);
  },

  async refund(db, reference, amountCents) {
    if (!(await sandboxRefund(db, reference, amountCents))) throw new GatewayError('sandbox: refund refused');
  },
};

/** A verify answer is believed only with its signature and only for the session asked about. */
export function readVerifyAnswer(answer: { statement: string; signature: string }, reference: string): GatewayVerdict {
  if (!sandboxSignatureValid(answer.signature, answer.statement)) throw new GatewayError('sandbox: verify answer not signed by the gateway');
  const statement = JSON.parse(answer.statement) as { reference: string; state: string; amount_cents: number; currency: string };
  if (statement.reference !== reference) throw new GatewayError('sandbox: verify answer for another session');
  const status = STATUS[statement.state];
  if (!status) throw new GatewayError(`sandbox: unknown state ${statement.state}`);
  return { status, amountCents: statement.amount_cents, currency: statement.currency };
}
