'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics';
import { CURRENCY } from '@/lib/currency';

/** Spec §7 analytics: `checkout` step 1, once, when a payable invoice is shown. */
export function CheckoutStep({ id, name, priceCents }: { id: string; name: string; priceCents: number }) {
  useEffect(() => {
    pushDataLayer({
      event: 'checkout',
      ecommerce: { currencyCode: CURRENCY, checkout: { actionField: { step: 1 }, products: [{ id, name, price: priceCents / 100, quantity: 1 }] } },
    });
  }, [id, name, priceCents]);
  return null;
}
