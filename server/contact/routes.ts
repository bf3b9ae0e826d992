import { Hono } from 'hono';
import { contactMessageBody } from '@/lib/schemas/contact';
import { defineRoute } from '@/server/api/define-route';
import { saveContactMessage } from './service';

export const contactRoutes = new Hono().post(
  '/',
  defineRoute({ access: 'public', body: contactMessageBody }, ({ db, locale, body, c }) => {
    c.status(201);
    return saveContactMessage(db, locale, body);
  }),
);
