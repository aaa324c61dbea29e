// GET /api/admin/contact-messages[?before=<id>&limit=<n>] (api/CONSOLE.md, "Back office"): what
// people wrote through the contact form, newest first; `next` is the next page's URL. The mails are
// copies; these rows are the record. Guarded by requireAdmin in ./index.ts.
import { contactMessagesPageSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { problemRef } from '../../../lib/problem';

interface Row {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  user_id: number | null;
  created_at: Date | string;
}

export default async function adminContactMessagesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { before?: number; limit: number } }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            before: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: {
          200: contactMessagesPageSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const { before, limit } = request.query;
      // Newest first by id (ids grow with time), so a page boundary is one id and no row is skipped or repeated.
      const { rows } = await app.db.query<Row>(
        `select id, name, email, subject, message, locale, user_id, created_at from contact_messages
         where $2::integer is null or id < $2 order by id desc limit $1`,
        [limit, before ?? null],
      );
      const messages = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        locale: row.locale,
        userId: row.user_id,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      const last = messages.length === limit ? messages[messages.length - 1] : undefined;
      const next = last ? `/api/admin/contact-messages?${new URLSearchParams({ before: String(last.id), limit: String(limit) })}` : null;
      return reply.header('Cache-Control', 'no-store').send({ messages, next });
    },
  );
}
