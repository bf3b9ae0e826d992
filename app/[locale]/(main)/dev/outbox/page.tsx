import { OutboxList } from '@/components/dev/outbox-list';
import { requireDevTools } from '@/lib/test-routes.server';
import { latestOutbox } from '@/server/messaging/delivery';
import { getDb } from '@/server/db/client';

// A developer's window on the built-in SMS/e-mail delivery; never in a production build's routes.
export default async function OutboxPage() {
  await requireDevTools();
  return <OutboxList messages={await latestOutbox(await getDb())} />;
}
