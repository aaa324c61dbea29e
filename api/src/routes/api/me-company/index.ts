// /api/me/company: the signed-in user's own company (api/EMPLOYERS.md, "Employer start"): read it,
// create it (the account becomes a company account) and edit it, approved or not. Registered with
// the prefix /api/me/company, so its multipart parsing stays scoped here.
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { COMPANY_PHOTO_MAX_BYTES, COMPANY_PHOTO_MAX_MB, COMPANY_PHOTOS_MAX, ownCompanySchema } from '@raketa/shared/contracts';
import { BENEFITS, TECHNOLOGY_CODES } from '@raketa/shared/jobs';
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
import { checkPhotoChange, type PhotoChange } from '../../../employer/company-photos';
import { checkLogo, LOGO_MAX_BYTES, type CheckedLogo } from '../../../employer/logo';
import { problemRef, sendProblem, type FieldError } from '../../../lib/problem';
import { checkPart } from '../../../plugins/input-guard';

const LOGO_MB = LOGO_MAX_BYTES / 1024 / 1024;
const LOGO_ERRORS = {
  file_too_large: `The logo may be at most ${LOGO_MB} MB`,
  invalid_image: 'The logo must be a PNG, JPEG or WebP picture',
} as const;
const PHOTO_ERRORS = {
  file_too_large: `A photo may be at most ${COMPANY_PHOTO_MAX_MB} MB`,
  invalid_image: 'A photo must be a PNG, JPEG or WebP picture',
} as const;

const sendNotMultipart = (reply: FastifyReply) => sendProblem(reply, 415, 'Send the company as multipart/form-data', { code: 'not_multipart' });
const sendTooManyParts = (reply: FastifyReply) =>
  sendProblem(reply, 413, `Send the form fields, one logo and at most ${COMPANY_PHOTOS_MAX} photos only`, { code: 'too_many_parts' });
const sendNoCompany = (reply: FastifyReply) => sendProblem(reply, 404, 'This account has no company', { code: 'company_not_found' });

interface CompanyForm {
  fields: Record<string, RawField>;
  /** The logo as sent (undefined: none chosen), or why it is refused. */
  logo?: CheckedLogo | keyof typeof LOGO_ERRORS;
  /** PATCH only: the `photos` field (ids of the stored photos kept, in order; undefined when not sent) and the new `photo` files. */
  photoIds?: string[];
  photos: (CheckedLogo | keyof typeof PHOTO_ERRORS)[];
}

/** The fields, the one logo file and (`withPhotos`, PATCH) the photos of the form, read in order. */
async function readForm(request: FastifyRequest, { withPhotos = false } = {}): Promise<CompanyForm> {
  const fields: Record<string, RawField> = {};
  let logo: CompanyForm['logo'];
  let photoIds: string[] | undefined;
  const photos: CompanyForm['photos'] = [];
  for await (const part of request.parts()) {
    // A NUL in a name or value cannot be stored (input-guard sees no parts a handler reads itself).
    checkPart(part);
    if (part.type === 'file') {
      const file = part as MultipartFile;
      // Read whole (up to the limit; the rest is discarded and `truncated` set), so the form goes on.
      const content = await file.toBuffer();
      const isPhoto = withPhotos && file.fieldname === 'photo';
      if (file.fieldname !== 'logo' && !isPhoto) {
        fields[file.fieldname] = { values: [''], truncated: false };
        continue;
      }
      // A browser sends an empty, unnamed part when no file was chosen: that is "no new logo".
      if (file.filename === '' && content.length === 0) continue;
      // The parser's limit is a photo's; a logo has a smaller one of its own.
      const tooLarge = file.file.truncated || (!isPhoto && content.length > LOGO_MAX_BYTES);
      const checked = tooLarge ? 'file_too_large' : ((await checkLogo(content)) ?? 'invalid_image');
      if (isPhoto) photos.push(checked);
      else logo = checked;
    } else if (withPhotos && part.fieldname === 'photos') {
      (photoIds ??= []).push(typeof part.value === 'string' ? part.value : String(part.value));
    } else {
      const entry = (fields[part.fieldname] ??= { values: [], truncated: false });
      entry.values.push(typeof part.value === 'string' ? part.value : String(part.value));
      entry.truncated ||= part.valueTruncated;
    }
  }
  return { fields, ...(logo ? { logo } : {}), ...(photoIds ? { photoIds } : {}), photos };
}

/** The form's field errors with the logo's and the new photos', or the checked logo (null: none sent). */
function checkForm(form: CompanyForm, fieldErrors: FieldError[]): { errors: FieldError[]; logo: CheckedLogo | null } {
  const errors = [...fieldErrors];
  if (typeof form.logo === 'string') errors.push({ field: 'logo', code: form.logo, message: LOGO_ERRORS[form.logo] });
  const refused = form.photos.find((photo) => typeof photo === 'string');
  if (refused) errors.push({ field: 'photos', code: refused, message: PHOTO_ERRORS[refused] });
  return { errors, logo: typeof form.logo === 'object' ? form.logo : null };
}

/** The photos' change of a PATCH (its new pictures checked by checkForm), or the `photos` field's error. */
function photoChangeOf(form: CompanyForm): PhotoChange | FieldError {
  const added = form.photos.filter((photo): photo is CheckedLogo => typeof photo === 'object');
  if (form.photoIds === undefined) return { added };
  // One empty value keeps none (a form sends what is left, and nothing is left).
  const values = form.photoIds.map((value) => value.trim()).filter((value) => value !== '');
  if (values.some((value) => !/^[1-9]\d{0,9}$/.test(value))) {
    return { field: 'photos', code: 'invalid_choice', message: 'Keep only photos of this company, each once' };
  }
  return { keep: values.map(Number), added };
}

// The answer's one definition (api/EMPLOYERS.md, OwnCompany).
const companySchema = ownCompanySchema;

const FIELD_PARTS = 40 + BENEFITS.length + TECHNOLOGY_CODES.length + COMPANY_PHOTOS_MAX;

const problems = {
  400: problemRef,
  401: problemRef,
  403: problemRef,
  404: problemRef,
  409: problemRef,
  413: problemRef,
  415: problemRef,
  422: problemRef,
};

export default async function meCompanyRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    // The text fields (13; locations, benefits and technologies repeated once per code; the kept
    // photos' ids), _csrf, the logo and the new photos. The file limit is a photo's (the logo's is checked after).
    limits: {
      fileSize: COMPANY_PHOTO_MAX_BYTES,
      files: 1 + COMPANY_PHOTOS_MAX,
      fields: FIELD_PARTS,
      fieldSize: COMPANY_LIMITS.description * 4,
      parts: FIELD_PARTS + 1 + COMPANY_PHOTOS_MAX,
    },
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
        const { company, becameCompany } = await createCompany(app.db, {
          userId: user.id,
          input: validation.value,
          logo,
          now: app.clock(),
          queue: app.queue,
        });
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
      const form = await readForm(request, { withPhotos: true });
      // Absent fields keep their values: the sent ones are laid over the stored company and the whole is checked.
      const validation = validateCompanyForm({ ...formFieldsOf(inputOf(current)), ...form.fields });
      const { errors, logo } = checkForm(form, validation.ok ? [] : validation.errors);
      const photos = photoChangeOf(form);
      const photoError = 'field' in photos ? photos : checkPhotoChange(current.photos, photos);
      if (photoError && !errors.some((error) => error.field === 'photos')) errors.push(photoError);
      if (!validation.ok || errors.length > 0 || 'field' in photos) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors });
      }
      const company = await updateCompany(app.db, { userId, input: validation.value, logo, photos, queue: app.queue });
      if (!company) return sendNoCompany(reply);
      return reply.header('Cache-Control', 'no-store').send(company);
    },
  );
}
