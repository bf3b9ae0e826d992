import { EventEmitter } from 'node:events';
import type { ConversationMessage, ConversationSide } from '@/lib/schemas/conversations';
import type { Db } from '@/server/db/client';
import { isShuttingDown } from '@/server/observability/lifecycle';
import { logger } from '@/server/observability/logger';
import { getRedis, newRedisConnection, redisKeyPrefix } from '@/server/shared/redis';
import { messagesAfter } from './model';

/**
 * Live delivery of messages (docs/decisions.md "Conversations: live delivery"): a committed message
 * is announced by its thread's id and message id, through Redis pub/sub when REDIS_URL is set (every
 * server hears it) or in this process without it. An announcement only wakes the thread's open
 * streams: each reads what it has not sent yet from the database, in id order, so a late, lost or
 * repeated announcement never makes a gap or a duplicate.
 */
const state = globalThis as unknown as {
  __conversationHub?: { emitter: EventEmitter; subscribed: Promise<void> | null; streams: Set<() => void>; sweeper: NodeJS.Timeout | null };
};
const hub = (state.__conversationHub ??= { emitter: new EventEmitter().setMaxListeners(0), subscribed: null, streams: new Set(), sweeper: null });

const channel = () => `${redisKeyPrefix()}conversations`;
const eventName = (conversationId: number) => `c:${conversationId}`;

function deliverLocally(conversationId: number, messageId: number) {
  hub.emitter.emit(eventName(conversationId), messageId);
}

/** One subscriber connection per process, on one channel for every thread. */
function subscribeOnce(): Promise<void> {
  hub.subscribed ??= (async () => {
    const subscriber = await newRedisConnection();
    if (!subscriber) return;
    subscriber.on('message', (_channel: string, payload: string) => {
      const [conversationId, messageId] = payload.split(':').map(Number);
      if (conversationId && messageId) deliverLocally(conversationId, messageId);
    });
    await subscriber.subscribe(channel());
  })().catch((error: unknown) => {
    hub.subscribed = null;
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'conversations: subscribe failed');
  });
  return hub.subscribed;
}

/** Tells every server's open streams of this thread that message `messageId` is committed. */
export async function publishMessage(conversationId: number, messageId: number): Promise<void> {
  const redis = getRedis();
  if (!redis) return deliverLocally(conversationId, messageId);
  try {
    await (await redis).publish(channel(), `${conversationId}:${messageId}`);
  } catch (error) {
    // Readers on this server still hear it; the others' streams catch up on their next sweep.
    deliverLocally(conversationId, messageId);
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'conversations: publish failed');
  }
}

const STREAM_SETTINGS = {
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatMs: 15_000,
  /** Every stream reads the database this often even unwoken (an announcement lost while Redis was away). */
  sweepMs: 10_000,
  /** What the browser waits before reconnecting after the stream ends. */
  retryMs: 2_000,
} as const;

function ensureSweeper() {
  if (hub.sweeper) return;
  // Streams end when the server begins to shut down, so it does not wait for them (clients reconnect elsewhere).
  hub.sweeper = setInterval(() => {
    if (isShuttingDown()) for (const close of [...hub.streams]) close();
  }, 500);
  hub.sweeper.unref();
}

const encoder = new TextEncoder();
const frame = (message: ConversationMessage) => encoder.encode(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);

/**
 * The Server-Sent Events answer for one reader of a thread: every message after `afterId`, then
 * each new one as it commits. The event id is the message id, so the browser's Last-Event-ID resumes
 * exactly where it stopped.
 */
export function messageStream(db: Db, conversationId: number, readerSide: ConversationSide, afterId: number, signal?: AbortSignal): Response {
  let lastSent = afterId;
  let running = false;
  let again = false;
  let closed = false;
  let cleanup = () => undefined as void;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      // A client gone without the stream hearing of it makes enqueue throw: the stream ends, the process goes on.
      const send = (bytes: Uint8Array) => {
        if (closed) return false;
        try {
          controller.enqueue(bytes);
          return true;
        } catch {
          close();
          return false;
        }
      };
      const pump = async () => {
        if (closed) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            const messages = await messagesAfter(db, conversationId, readerSide, lastSent, 200);
            for (const message of messages) {
              if (!send(frame(message))) return;
              lastSent = message.id;
            }
            if (messages.length === 200) again = true;
          } while (again && !closed);
        } catch (error) {
          logger().warn({ err: error instanceof Error ? error.message : String(error), conversationId }, 'conversations: stream read failed');
        } finally {
          running = false;
        }
      };
      const wake = (messageId: number) => {
        if (messageId > lastSent) void pump();
      };
      const heartbeat = setInterval(() => send(encoder.encode(': ping\n\n')), STREAM_SETTINGS.heartbeatMs);
      const sweep = setInterval(() => void pump(), STREAM_SETTINGS.sweepMs);
      cleanup = () => {
        clearInterval(heartbeat);
        clearInterval(sweep);
        hub.emitter.off(eventName(conversationId), wake);
        hub.streams.delete(close);
        signal?.removeEventListener('abort', close);
      };
      hub.emitter.on(eventName(conversationId), wake);
      hub.streams.add(close);
      signal?.addEventListener('abort', close);
      ensureSweeper();
      send(encoder.encode(`retry: ${STREAM_SETTINGS.retryMs}\n\n`));
      // Listening first, then reading: a message committed in between is read, never missed.
      void (getRedis() ? subscribeOnce() : Promise.resolve()).then(pump);
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: Next's compression must not buffer the stream; no-store: nothing (service worker, proxy) caches it.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    },
  });
}
