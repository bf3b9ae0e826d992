import type { MessageDelivery } from './delivery';

/**
 * A generic HTTP SMS provider: POST {to, text, sender, channel} as JSON with a bearer key.
 * Most Iranian and international gateways accept this shape or sit behind a tiny relay that does.
 */
export const httpSmsDelivery: MessageDelivery = {
  async send(_db, message) {
    const url = process.env.SMS_API_URL;
    const key = process.env.SMS_API_KEY;
    if (!url || !key) throw new Error('MESSAGE_DELIVERY=http needs SMS_API_URL and SMS_API_KEY');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        to: message.recipient,
        text: message.body,
        sender: process.env.SMS_SENDER ?? '',
        channel: message.channel,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // The provider's answer may echo the text (a code): log only the status.
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  },
};
