import { serverConfig } from '@/server/config';
import type { MessageDelivery } from './delivery';

/**
 * A generic HTTP SMS provider: POST {to, text, sender, channel} as JSON with a bearer key.
 * Most Iranian and international gateways accept this shape or sit behind a tiny relay that does.
 */
export const httpSmsDelivery: MessageDelivery = {
  async send(_db, message) {
    const sms = serverConfig().messaging.sms;
    // Validated at start; only a caller that picks this adapter without MESSAGE_DELIVERY=http lands here.
    if (!sms) throw new Error('MESSAGE_DELIVERY=http needs SMS_API_URL and SMS_API_KEY');
    const { url, key, sender } = sms;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        to: message.recipient,
        text: message.body,
        sender,
        channel: message.channel,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // The provider's answer may echo the text (a code): log only the status.
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  },
};
