// /api/me/company: the signed-in user's own company (api/EMPLOYERS.md, "Employer start"): read it,
// create it (the account becomes a company account) and edit it, approved or not. Registered with
// the prefix /api/me/company, so its multipart parsing stays scoped here.
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPANY_LIMITS, formFieldsOf, validateCompanyForm, type RawField } from '../../../employer/company-form';
import {
  CandidateAccountInUseError,
  CompanyExistsError,
  createCompany,
  findOwnCompany,
  inputOf,
  updateCompany,
} from '../../../employer/employer-companies';
import { checkLogo, LOGO_MAX_BYTES, type CheckedLogo } from '../../../employer/logo';
import { problemRef, sendProblem, type FieldError } from '../../../lib/problem';
import { checkPart } from '../../../plugins/input-guard';

const LOGO_MB = LOGO_MAX_BYTES / 1024 / 1024;
const LOGO_ERRORS = {
  file_too_large: `The logo may be at most ${LOGO_MB} MB`,
  invalid_image: 'The logo must be a PNG, JPEG or WebP picture',
} as const;

const sendNotMultipart = (reply: FastifyReply) =>
  sendProblem(reply, 415, 'Send the company as multipart/form-data', { code: 'not_multipart' });
const sendTooManyParts = (reply: FastifyReply) =>
  sendProblem(reply, 413, 'Send the form fields and one logo only', { code: 'too_many_parts' });
const sendNoCompany = (reply: FastifyReply) => sendProblem(reply, 404, 'This account has no company', { code: 'company_not_found' });

interface CompanyForm {
  fields: Record<string, RawField>;
  /** The logo as sent (undefined: none chosen), or why it is refused. */
  logo?: CheckedLogo | keyof typeof LOGO_ERRORS;
}

/** The fields and the one logo file of the form, read in order. */
async function readForm(request: FastifyRequest): Promise<CompanyForm> {
  const fields: Record<string, RawField> = {};
  let logo: CompanyForm['logo'];
  for await (const part of request.parts()) {
    // A NUL in a name or value cannot be stored (input-guard sees no parts a handler reads itself).
    checkPart(part);
    if (part.type === 'file') {
      const file = part as MultipartFile;
      // Read whole (up to the limit; the rest is discarded and `truncated` set), so the form goes on.
      const content = await file.toBuffer();
      if (file.fieldname !== 'logo') {
        fields[file.fieldname] = { values: [''], truncated: false };
        continue;
      }
      // A browser sends an empty, unnamed part when no file was chosen: that is "no new logo".
      if (file.filename === '' && content.length === 0) continue;
      logo = file.file.truncated ? 'file_too_large' : ((await checkLogo(content)) ?? 'invalid_image');
    } else {
      const entry = (fields[part.fieldname] ??= { values: [], truncated: false });
      entry.values.push(typeof part.value === 'string' ? part.value : String(part.value));
      entry.truncated ||= part.valueTruncated;
    }
  }
  return { fields, ...(logo ? { logo } : {}) };
}

/** The form's field errors with the logo's, or the checked logo (null: none sent). */
function checkForm(form: CompanyForm, fieldErrors: FieldError[]): { errors: FieldError[]; logo: CheckedLogo | null } {
  const errors = [...fieldErrors];
  if (typeof form.logo === 'string') errors.push({ field: 'logo', code: form.logo, message: LOGO_ERRORS[form.logo] });
  return { errors, logo: typeof form.logo === 'object' ? form.logo : null };
}

const companySchema = {
  type: 'object',
  required: ['@id', '@type', 'id', 'slug', 'name', 'logo', 'shortDescription', 'description', 'size', 'locations', 'website', 'socialLinks', 'contactEmail', 'status', 'approvedAt', 'createdAt'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    logo: { type: ['integer', 'null'] },
    shortDescription: { type: 'object', required: ['cs', 'en'], properties: { cs: { type: 'string' }, en: { type: 'string' } } },
    description: { type: 'object', required: ['cs', 'en'], properties: { cs: { type: 'string' }, en: { type: 'string' } } },
    size: { type: 'string' },
    locations: { type: 'array', items: { type: 'string' } },
    website: { type: ['string', 'null'] },
    socialLinks: { type: 'object', additionalProperties: { type: 'string' } },
    contactEmail: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved'] },
    approvedAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 413: problemRef, 415: problemRef, 422: problemRef };

export default async function meCompanyRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    // The text fields (13, locations repeated up to 15 times), _csrf and the logo.
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 40, fieldSize: COMPANY_LIMITS.description * 4, parts: 41 },
    throwFileSizeLimit: false,
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      return sendTooManyParts(reply);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendNotMultipart(reply);
    }
    throw error;
  });

  app.get('/', { onRequest: [app.requireUser], schema: { response: { 200: companySchema, ...problems } } }, async (request, reply) => {
    const company = await findOwnCompany(app.db, request.user!.id);
    if (!company) return sendNoCompany(reply);
    return reply.header('Cache-Control', 'no-store').send(company);
  });

  app.post(
    '/',
    // The session first (401), then CSRF, both before the body is read: a forged request costs no upload.
    { onRequest: [app.requireUser, app.verifyCsrf], schema: { response: { 201: companySchema, ...problems } } },
    async (request, reply) => {
      if (!request.isMultipart()) return sendNotMultipart(reply);
      const user = request.user!;
      // Answered before the form is read: a second company is refused whatever the form says.
      if (await findOwnCompany(app.db, user.id)) {
        return sendProblem(reply, 409, 'This account has a company already', { code: 'company_exists' });
      }
      const form = await readForm(request);
      const validation = validateCompanyForm(form.fields);
      const { errors, logo } = checkForm(form, validation.ok ? [] : validation.errors);
      if (!validation.ok || errors.length > 0) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors });
      }
      try {
        const { company, becameCompany } = await createCompany(app.db, { userId: user.id, input: validation.value, logo, now: app.clock() });
        // The account's kind changed: a new session id, as for any change of what the account may do.
        if (becameCompany) await app.sessions.rotate(request, reply);
        return reply.code(201).header('Cache-Control', 'no-store').header('Location', '/api/me/company').send(company);
      } catch (error) {
        if (error instanceof CompanyExistsError) return sendProblem(reply, 409, error.message, { code: 'company_exists' });
        if (error instanceof CandidateAccountInUseError) {
          return sendProblem(reply, 409, error.message, { code: 'candidate_account_in_use' });
        }
        throw error;
      }
    },
  );

  app.patch(
    '/',
    { onRequest: [app.requireUser, app.verifyCsrf], schema: { response: { 200: companySchema, ...problems } } },
    async (request, reply) => {
      if (!request.isMultipart()) return sendNotMultipart(reply);
      const userId = request.user!.id;
      const current = await findOwnCompany(app.db, userId);
      if (!current) return sendNoCompany(reply);
      const form = await readForm(request);
      // Absent fields keep their values: the sent ones are laid over the stored company and the whole is checked.
      const validation = validateCompanyForm({ ...formFieldsOf(inputOf(current)), ...form.fields });
      const { errors, logo } = checkForm(form, validation.ok ? [] : validation.errors);
      if (!validation.ok || errors.length > 0) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors });
      }
      const company = await updateCompany(app.db, { userId, input: validation.value, logo });
      if (!company) return sendNoCompany(reply);
      return reply.header('Cache-Control', 'no-store').send(company);
    },
  );
}
