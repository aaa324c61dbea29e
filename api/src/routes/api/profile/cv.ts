// /api/profile/cv: the signed-in user's CV. Upload (multipart, one `file` part and no other file)
// replaces it; only its owner downloads it, always as an attachment that the browser must not sniff or render.
import multipart from '@fastify/multipart';
import { CV_MAX_BYTES } from '@raketa/shared/account';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { problemRef, sendProblem } from '../../../lib/problem';
import { checkPart } from '../../../plugins/input-guard';
import { attachmentHeader, cleanFileName, CV_MEDIA_TYPES, detectCvKind, kindOfName } from '../../../profile/cv-file';
import { deleteCv, getProfile, readCv, saveCv } from '../../../profile/profiles';
import { cvInfoSchema } from './schemas';

const sendTooLarge = (reply: FastifyReply) =>
  sendProblem(reply, 413, `The CV may be at most ${CV_MAX_BYTES / 1024 / 1024} MB`, { code: 'cv_too_large' });
const sendUnsupported = (reply: FastifyReply) =>
  sendProblem(reply, 415, 'The CV must be a PDF, DOC or DOCX document', { code: 'cv_unsupported_type' });

export default async function cvRoutes(app: FastifyInstance) {
  // Scoped here: the rest of the profile API reads JSON only.
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  // Upload refusals with their codes; anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendTooLarge(reply);
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      return sendProblem(reply, 413, 'Send one file only', { code: 'cv_too_many_parts' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendProblem(reply, 415, 'Send the CV as multipart/form-data', { code: 'cv_not_multipart' });
    }
    throw error;
  });

  const signedIn = { onRequest: [app.requireUser] };
  const changes = { onRequest: [app.requireUser, app.verifyCsrf] };

  app.get('/', { ...signedIn, schema: { response: { 401: problemRef, 404: problemRef } } }, async (request, reply) => {
    // The session decides whose CV: there is no id to guess.
    const cv = await readCv(app.db, request.user!.id);
    if (!cv) return sendProblem(reply, 404, 'There is no CV', { code: 'cv_not_found' });
    return reply
      .header('Content-Type', cv.mediaType)
      .header('Content-Disposition', attachmentHeader(cv.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(cv.content);
  });

  app.put(
    '/',
    {
      ...changes,
      schema: {
        response: { 200: cvInfoSchema, 401: problemRef, 403: problemRef, 413: problemRef, 415: problemRef, 422: problemRef },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendProblem(reply, 415, 'Send the CV as multipart/form-data', { code: 'cv_not_multipart' });
      }
      // Every part is read: a file under another name is refused, and a second file ends the
      // iteration with FST_FILES_LIMIT (413), rather than either being ignored.
      let file: { fileName: string; content: Buffer } | undefined;
      for await (const part of request.parts()) {
        checkPart(part);
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          return sendProblem(reply, 422, 'Some fields are not valid', {
            code: 'validation_failed',
            errors: [{ field: part.fieldname, code: 'unexpected_file', message: 'Send the CV in the field file' }],
          });
        }
        file = { fileName: part.filename, content: await part.toBuffer() };
      }
      if (!file) {
        return sendProblem(reply, 422, 'Some fields are not valid', {
          code: 'validation_failed',
          errors: [{ field: 'file', code: 'required', message: 'This field is mandatory' }],
        });
      }
      const { content } = file;
      if (content.length === 0) return sendUnsupported(reply);
      const kind = detectCvKind(content);
      // Both must agree: the bytes decide what it is, and a name claiming otherwise is refused too.
      if (!kind || kindOfName(file.fileName) !== kind) return sendUnsupported(reply);
      const userId = request.user!.id;
      await saveCv(app.db, userId, { fileName: cleanFileName(file.fileName, kind), mediaType: CV_MEDIA_TYPES[kind], content }, app.clock());
      const profile = await getProfile(app.db, userId);
      return reply.header('Cache-Control', 'no-store').send(profile!.cv);
    },
  );

  app.delete(
    '/',
    { ...changes, schema: { response: { 204: { type: 'null' }, 401: problemRef, 403: problemRef, 404: problemRef } } },
    async (request, reply) => {
      if (!(await deleteCv(app.db, request.user!.id))) return sendProblem(reply, 404, 'There is no CV', { code: 'cv_not_found' });
      return reply.code(204).send();
    },
  );
}
