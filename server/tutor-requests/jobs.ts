import { z } from 'zod';
import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { retryMatching } from './asking';
import { dueOffers, expireOffer } from './offers';

/** 24 hours after an offer is made: expire it if unanswered and ask the next candidate (a no-op when it was answered). */
export const expireOfferJob = defineJob({
  name: 'tutor-requests.expire-offer',
  data: z.object({ offerId: z.number().int().positive() }),
  retryLimit: 5,
  handler: (db, { offerId }) => expireOffer(db, offerId),
});

/**
 * Every 10 minutes, so no request stalls silently: offers past their time whose job was lost are
 * expired all the same, and requests nobody could be asked for yet are matched again.
 */
export const sweepOffersJob = defineJob({
  name: 'tutor-requests.sweep-offers',
  schedule: { cron: '*/10 * * * *' },
  handler: async (db) => {
    let expired = 0;
    for (const id of await dueOffers(db)) if ((await expireOffer(db, id)).expired) expired += 1;
    const { asked } = await retryMatching(db);
    if (expired || asked) logger().info({ expired, asked }, 'tutor-requests: the sweep expired overdue offers and asked tutors for waiting requests');
    return { expired, asked };
  },
});
