// POST /api/jobs/{id}/applications: apply to a job, signed in or not (api/JOBS.md, "Apply").
// Registered on its own with the prefix /api/jobs, so multipart parsing stays scoped to it.
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { APPLICATION_LIMITS, CV_MAX_BYTES, CV_MAX_MB } from '@raketa/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateApplication, type RawField } from '../../../applications/application-validation';
import {
  AlreadyAppliedError,
  APPLICATIONS_PER_IP,
  type ApplicationCvSource,
  findApplicationJob,
  enqueueApplicationMails,
  NoProfileCvError,
  storeApplication,
  type StoredApplication,
} from '../../../applications/applications';
import { problemRef, sendProblem } from '../../../lib/problem';
import { checkPart } from '../../../plugins/input-guard';
import type { MailLocale } from '../../../mail/password-reset-mail';
import { enqueueApplicationReceived } from '../../../integrations/webhooks';
import { cleanFileName, CV_MEDIA_TYPES, detectCvKind, kindOfName } from '../../../profile/cv-file';

// The CV's rule is the one of a profile's CV (@raketa/shared/contracts, cv.ts).
const sendTooLarge = (reply: FastifyReply) => sendProblem(reply, 413, `The CV may be at most ${CV_MAX_MB} MB`, { code: 'cv_too_large' });
const sendBadType = (reply: FastifyReply) => sendProblem(reply, 415, 'The CV must be a PDF, DOC or DOCX document', { code: 'cv_bad_type' });
const sendCvRequired = (reply: FastifyReply, detail = 'Attach a CV') => sendProblem(reply, 422, detail, { code: 'cv_required' });
const sendNotMultipart = (reply: FastifyReply) => sendProblem(reply, 415, 'Send the application as multipart/form-data', { code: 'not_multipart' });
const sendTooManyParts = (reply: FastifyReply) => sendProblem(reply, 413, 'Send the form fields and one CV file only', { code: 'too_many_parts' });

// The longest field (message) in bytes: 4 per character at worst in UTF-8.
const FIELD_SIZE = APPLICATION_LIMITS.message * 4;

/** The fields and the one file of the form, read in order. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, RawField>; cv?: { fileName: string; content: Buffer } }> {
  const fields: Record<string, RawField> = {};
  let cv: { fileName: string; content: Buffer } | undefined;
  for await (const part of request.parts()) {
    // A NUL in a name or value cannot be stored (input-guard sees no parts a handler reads itself).
    checkPart(part);
    if (part.type === 'file') {
      const file = part as MultipartFile;
      // toBuffer throws FST_REQ_FILE_TOO_LARGE past the limit (answered 413 by the error handler).
      const content = await file.toBuffer();
      if (file.fieldname !== 'cv') {
        fields[file.fieldname] = { values: [''], truncated: false };
        continue;
      }
      // A browser sends an empty, unnamed part when no file was chosen: that is "no CV".
      if (file.filename === '' && content.length === 0) continue;
      cv = { fileName: file.filename, content };
    } else {
      const entry = (fields[part.fieldname] ??= { values: [], truncated: false });
      entry.values.push(typeof part.value === 'string' ? part.value : String(part.value));
      entry.truncated ||= part.valueTruncated;
    }
  }
  return { fields, ...(cv ? { cv } : {}) };
}

export default async function applicationRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    // name, email, phone, linkedin, message, profileCv, testResults, _csrf and the file.
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 8, fieldSize: FIELD_SIZE, parts: 9 },
  });

  // Upload refusals with their codes (not a generic 500); anything else goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendTooLarge(reply);
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      return sendTooManyParts(reply);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendNotMultipart(reply);
    }
    throw error;
  });

  const localeOf = (request: FastifyRequest): MailLocale => (request.host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');

  app.post<{ Params: { id: number } }>(
    '/:id/applications',
    {
      // CSRF for visitors too (an application sends mail in the applicant's name); checked before
      // the body is read, so a forged request costs no upload.
      onRequest: [app.loadSession, app.verifyCsrf],
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: {
          201: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
          400: problemRef,
          403: problemRef,
          404: problemRef,
          409: problemRef,
          410: problemRef,
          413: problemRef,
          415: problemRef,
          422: problemRef,
          429: problemRef,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const job = await findApplicationJob(app.db, request.params.id, now);
      if (!job) return sendProblem(reply, 404, `Job ${request.params.id} does not exist`, { code: 'job_not_found' });
      if (!job.open) return sendProblem(reply, 410, 'This job no longer takes applications', { code: 'job_not_open' });
      if (!request.isMultipart()) return sendNotMultipart(reply);

      const hit = await app.throttle.hit(`apply:ip:${request.ip}`, APPLICATIONS_PER_IP);
      if (!hit.allowed) {
        reply.header('Retry-After', String(hit.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many applications from this address; try again later', { code: 'too_many_attempts' });
      }

      const { fields, cv } = await readForm(request);
      const userId = request.user?.id ?? null;
      const validation = validateApplication(fields, { signedIn: userId !== null });
      if (!validation.ok) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      }
      let source: ApplicationCvSource;
      if (validation.profileCv) {
        if (cv) return sendProblem(reply, 422, 'Send either a CV file or profileCv=true, not both', { code: 'cv_conflict' });
        // Only a signed-in candidate has a profile CV; a visitor must attach a file.
        if (userId === null) return sendCvRequired(reply);
        // The profile CV was checked by content, by the same rule, when it was uploaded.
        source = { kind: 'profile', userId };
      } else {
        if (!cv) return sendCvRequired(reply);
        const kind = detectCvKind(cv.content);
        // The bytes decide; the name must agree.
        if (!kind || kindOfName(cv.fileName) !== kind) return sendBadType(reply);
        source = { kind: 'upload', cv: { fileName: cleanFileName(cv.fileName, kind), mediaType: CV_MEDIA_TYPES[kind], content: cv.content } };
      }

      const input = validation.value;
      let stored: StoredApplication;
      try {
        // The mails are enqueued in the application's transaction: acknowledged means they will go out.
        const mails = { job, locale: localeOf(request), protocol: request.protocol };
        stored = await storeApplication(app.db, {
          jobId: job.id,
          userId,
          input,
          cv: source,
          testResults: validation.testResults,
          locale: mails.locale,
          now,
          afterInsert: async (tx, applicationId) => {
            await enqueueApplicationMails(app.queue, tx, { applicationId, ...mails });
            await enqueueApplicationReceived(tx, app.queue, { applicationId, now });
          },
        });
      } catch (error) {
        if (error instanceof AlreadyAppliedError) {
          return sendProblem(reply, 409, 'This e-mail has already applied to this job', { code: 'already_applied' });
        }
        if (error instanceof NoProfileCvError) return sendCvRequired(reply, 'Your profile has no CV; attach a file');
        throw error;
      }
      const { id } = stored;
      return reply.code(201).header('Cache-Control', 'no-store').send({ id });
    },
  );
}
