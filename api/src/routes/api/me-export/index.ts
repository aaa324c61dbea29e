// GET /api/me/export: the signed-in account's data as one ZIP archive (api/AUTH.md, "Data export").
// Throttled per account and per client address: building it reads every CV the account ever sent.
import type { MailLanguage } from '@raketa/shared/account';
import type { FastifyInstance } from 'fastify';
import { problemRef, sendProblem } from '../../../lib/problem';
import type { ThrottleRule } from '../../../plugins/throttle';
import { dataExport } from '../../../profile/data-export';
import { attachmentHeader } from '../../../profile/cv-file';

const HOUR_MS = 3_600_000;
export const EXPORTS_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: HOUR_MS };
export const EXPORTS_PER_IP: ThrottleRule = { limit: 20, windowMs: HOUR_MS };

export default async function meExportRoutes(app: FastifyInstance) {
  app.get('/export', { onRequest: [app.requireUser], schema: { response: { 401: problemRef, 429: problemRef } } }, async (request, reply) => {
    const userId = request.user!.id;
    const hits = await app.throttle.hitAll([
      { key: `data-export:user:${userId}`, rule: EXPORTS_PER_ACCOUNT },
      { key: `data-export:ip:${request.ip}`, rule: EXPORTS_PER_IP },
    ]);
    const blocked = hits.filter((hit) => !hit.allowed);
    if (blocked.length > 0) {
      await app.throttle.refundAll(hits);
      reply.header('Retry-After', String(Math.max(...blocked.map((hit) => hit.retryAfterSeconds))));
      return sendProblem(reply, 429, 'Too many data exports; try again later', { code: 'too_many_attempts' });
    }
    const siteLanguage: MailLanguage = request.host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs';
    const archive = await dataExport(app.db, app.config, userId, siteLanguage, app.clock());
    // The CVs follow while the answer streams; a failure then can only cut the download short.
    archive.finish().catch((error: unknown) => {
      request.log.error({ err: error }, 'data export failed while streaming');
      archive.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentHeader(archive.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(archive.stream);
  });
}
