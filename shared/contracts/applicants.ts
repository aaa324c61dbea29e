/**
 * The applicant inbox and the candidate's tracker (api/APPLICANTS.md), written once: the pipeline's
 * statuses and the moves between them, the bodies the console and the candidate send, and the
 * answers they read. The API validates and serialises with these schemas; the UI parses with the
 * structs `toStruct` makes of them and asks `canMoveApplication` which moves to offer.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { checkSchemaBody, type RuleCode, type SchemaFieldError } from './schema-struct';

/**
 * An application's place in the company's pipeline. `new` until a member opens it (`seen`); then the
 * company moves it; `hired`, `rejected` and `withdrawn` (by the candidate) are final.
 */
export const APPLICATION_STATUSES = ['new', 'seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Why a company rejects an application (its own record: the candidate never sees the code). */
export const APPLICATION_REJECTION_REASONS = ['not_relevant', 'position_filled', 'other_candidate', 'other'] as const;
export type ApplicationRejectionReason = (typeof APPLICATION_REJECTION_REASONS)[number];

/** The statuses a company moves an application to (`new` never, `withdrawn` is the candidate's). */
export const COMPANY_MOVE_TARGETS = ['seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected'] as const;
export type CompanyMoveTarget = (typeof COMPANY_MOVE_TARGETS)[number];

export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/**
 * Whether a company may move an application from `from` to `to` (a move to the status it has is no
 * move: the API answers it unchanged). Final statuses stay (the candidate was told); `seen` only
 * follows `new`; between the open ones (shortlisted, interview, offer) any way, back too.
 */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from)) return false;
  if (!(COMPANY_MOVE_TARGETS as readonly string[]).includes(to)) return false;
  if (to === 'seen') return from === 'new';
  return true;
}

/** The kinds of answer templates, and the status each goes with. */
export const ANSWER_TEMPLATE_KINDS = ['rejection', 'invitation'] as const;
export type AnswerTemplateKind = (typeof ANSWER_TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_OF_STATUS: Partial<Record<ApplicationStatus, AnswerTemplateKind>> = { rejected: 'rejection', interview: 'invitation' };
/** Placeholders a template or a message may hold, filled per candidate when it is sent. */
export const ANSWER_PLACEHOLDERS = ['name', 'job', 'company'] as const;
export const ANSWER_TEMPLATES_MAX = 50;
/** Applications one bulk move takes. */
export const BULK_MOVE_MAX = 100;
export const APPLICANTS_PER_PAGE = 50;

/**
 * The status as the candidate's tracker says it: `sent` (new), `seen`, `in_progress` (shortlisted,
 * interview, offer), `not_selected` (rejected), `hired`, `withdrawn`.
 */
export const CANDIDATE_STATUSES = ['sent', 'seen', 'in_progress', 'not_selected', 'hired', 'withdrawn'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export function candidateStatusOf(status: ApplicationStatus): CandidateStatus {
  switch (status) {
    case 'new':
      return 'sent';
    case 'seen':
      return 'seen';
    case 'rejected':
      return 'not_selected';
    case 'hired':
      return 'hired';
    case 'withdrawn':
      return 'withdrawn';
    default:
      return 'in_progress';
  }
}

/** The response rate: applications of the last this many days count… */
export const RESPONSE_RATE_WINDOW_DAYS = 180;
/** …answered within this many days… */
export const RESPONSE_RATE_ANSWER_DAYS = 14;
/** …and it is shown once at least this many count. */
export const RESPONSE_RATE_MIN_APPLICATIONS = 10;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const localized = { type: 'object', additionalProperties: false, required: ['cs', 'en'], properties: { cs: string, en: string } } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const messageText = { type: 'string', minLength: 1, maxLength: 5000 } as const;

// ---- Requests

/** `POST /api/me/company/applications/{id}/move`: one move; `templateId` or `message` mails the candidate. */
export const applicationMoveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: COMPANY_MOVE_TARGETS },
    /** Required with `rejected`, refused with any other status. */
    reason: { type: 'string', enum: APPLICATION_REJECTION_REASONS },
    /** A template of the company of the status's kind, sent in the application's language. */
    templateId: id,
    /** The words to send (an edited template); with `rejected` or `interview` only. */
    message: messageText,
  },
} as const;
export type ApplicationMove = FromSchema<typeof applicationMoveSchema>;

/** `POST /api/me/company/applications/bulk-move`: the same move of several applications, all or none. */
export const applicationBulkMoveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'status'],
  properties: {
    ids: { type: 'array', maxItems: BULK_MOVE_MAX, uniqueItems: true, items: id },
    ...applicationMoveSchema.properties,
  },
} as const;
export type ApplicationBulkMove = FromSchema<typeof applicationBulkMoveSchema>;

/** `POST /api/me/company/applications/{id}/notes`. */
export const applicationNoteInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: messageText },
} as const;
export type ApplicationNoteInput = FromSchema<typeof applicationNoteInputSchema>;

const templateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['cs', 'en'],
  properties: { cs: { type: 'string', maxLength: 5000 }, en: { type: 'string', maxLength: 5000 } },
} as const;

/** `POST /api/me/company/answer-templates` (every field); `PATCH …/{id}` (any of them). */
export const answerTemplateInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'body'],
  properties: {
    kind: { type: 'string', enum: ANSWER_TEMPLATE_KINDS },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    /** Either language may be empty, not both (`body` `required`). */
    body: templateBody,
  },
} as const;
export type AnswerTemplateInput = FromSchema<typeof answerTemplateInputSchema>;
export const answerTemplatePatchSchema = { ...answerTemplateInputSchema, required: [] } as const;
export type AnswerTemplatePatch = FromSchema<typeof answerTemplatePatchSchema>;

export type ApplicantFieldError = SchemaFieldError;

/** The rules of a move beyond each field's own: a reason with `rejected` only, a message with an answer only. */
function moveRules(move: ApplicationMove): ApplicantFieldError[] {
  const errors: ApplicantFieldError[] = [];
  if (move.status === 'rejected' && move.reason === undefined) errors.push({ field: 'reason', code: 'required' });
  if (move.status !== 'rejected' && move.reason !== undefined) errors.push({ field: 'reason', code: 'unknown_field' });
  const answers = TEMPLATE_KIND_OF_STATUS[move.status] !== undefined;
  if (move.templateId !== undefined && move.message !== undefined) errors.push({ field: 'message', code: 'duplicate' });
  for (const field of ['templateId', 'message'] as const) {
    if (!answers && move[field] !== undefined) errors.push({ field, code: 'unknown_field' });
  }
  return errors;
}

export function checkApplicationMove(body: unknown) {
  const checked = checkSchemaBody<ApplicationMove>(applicationMoveSchema, body);
  if (!checked.ok) return checked;
  const errors = moveRules(checked.value);
  return errors.length > 0 ? { ok: false as const, errors } : checked;
}

export function checkApplicationBulkMove(body: unknown) {
  const checked = checkSchemaBody<ApplicationBulkMove>(applicationBulkMoveSchema, body);
  if (!checked.ok) return checked;
  const errors = moveRules(checked.value);
  if (checked.value.ids.length === 0) errors.unshift({ field: 'ids', code: 'required' });
  return errors.length > 0 ? { ok: false as const, errors } : checked;
}

export const checkApplicationNote = (body: unknown) => checkSchemaBody<ApplicationNoteInput>(applicationNoteInputSchema, body);

export function checkAnswerTemplate(body: unknown, { patch = false }: { patch?: boolean } = {}) {
  const checked = checkSchemaBody<AnswerTemplatePatch>(patch ? answerTemplatePatchSchema : answerTemplateInputSchema, body);
  if (!checked.ok) return checked;
  const { body: text } = checked.value;
  if (text && text.cs === '' && text.en === '') return { ok: false as const, errors: [{ field: 'body', code: 'required' as RuleCode }] };
  return checked;
}

// ---- Answers

/** A verified test result sent with an application (its public share view's figures). */
export const attachedTestResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'test', 'score', 'correct', 'total', 'percentile', 'createdAt'],
  properties: {
    /** The share link's id: `/api/tests/results/{id}`. */
    id: string,
    test: { type: 'object', additionalProperties: false, required: ['slug', 'title'], properties: { slug: string, title: localized } },
    score: integer,
    correct: integer,
    total: integer,
    percentile: { type: ['integer', 'null'] },
    createdAt: dateTime,
  },
} as const;

/** One application as the company's team sees it in the inbox. */
export const applicantSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    '@id',
    '@type',
    'id',
    'job',
    'candidate',
    'message',
    'cv',
    'testResults',
    'status',
    'rejectionReason',
    'locale',
    'createdAt',
    'statusChangedAt',
  ],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'Applicant' },
    id: integer,
    job: { type: 'object', additionalProperties: false, required: ['id', 'slug', 'title'], properties: { id: integer, slug: string, title: string } },
    candidate: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'email', 'phone', 'linkedin'],
      properties: { name: string, email: string, phone: nullableString, linkedin: nullableString },
    },
    message: string,
    /** Null once the candidate withdrew (the copy is deleted). */
    cv: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['fileName', 'mediaType', 'url'],
      properties: { fileName: string, mediaType: string, url: string },
    },
    testResults: { type: 'array', items: attachedTestResultSchema },
    status: { type: 'string', enum: APPLICATION_STATUSES },
    rejectionReason: { type: ['string', 'null'], enum: [...APPLICATION_REJECTION_REASONS, null] },
    /** The language the candidate applied in: answers are mailed in it. */
    locale: { type: 'string', enum: ['cs', 'en'] },
    createdAt: dateTime,
    statusChangedAt: nullableDateTime,
    /** When it is deleted (APPLICATION_RETENTION_MONTHS after its job closed or expired); left out while the job is open. */
    deletesAt: dateTime,
  },
} as const;
export type Applicant = FromSchema<typeof applicantSchema>;

const person = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['userId', 'name'],
  properties: { userId: integer, name: string },
} as const;

export const applicationEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'reason', 'actor', 'by', 'message', 'at'],
  properties: {
    from: { type: 'string', enum: APPLICATION_STATUSES },
    to: { type: 'string', enum: APPLICATION_STATUSES },
    reason: { type: ['string', 'null'], enum: [...APPLICATION_REJECTION_REASONS, null] },
    actor: { type: 'string', enum: ['company', 'candidate', 'system'] },
    /** The member who moved it; null for the candidate, the system or a deleted account. */
    by: person,
    /** What was mailed to the candidate with it. */
    message: nullableString,
    at: dateTime,
  },
} as const;
export type ApplicationEvent = FromSchema<typeof applicationEventSchema>;

export const applicationNoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'body', 'author', 'createdAt'],
  properties: { id: integer, body: string, author: person, createdAt: dateTime },
} as const;
export type ApplicationNote = FromSchema<typeof applicationNoteSchema>;

/** `GET /api/me/company/applications/{id}` and the answer to a move: with its history and the team's notes. */
export const applicantDetailSchema = {
  ...applicantSchema,
  required: [...applicantSchema.required, 'history', 'notes'],
  properties: {
    ...applicantSchema.properties,
    '@type': { type: 'string', const: 'Applicant' },
    history: { type: 'array', items: applicationEventSchema },
    notes: { type: 'array', items: applicationNoteSchema },
  },
} as const;
export type ApplicantDetail = FromSchema<typeof applicantDetailSchema>;

const statusCounts = {
  type: 'object',
  additionalProperties: false,
  required: APPLICATION_STATUSES,
  properties: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, integer])) as Record<ApplicationStatus, typeof integer>,
} as const;

/** `GET /api/me/company/applications?job=&status=&page=`. */
export const applicantListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', '@type', 'applications', 'total', 'page', 'perPage', 'counts'],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'ApplicantList' },
    applications: { type: 'array', items: applicantSchema },
    /** Of the filter. */
    total: integer,
    page: integer,
    perPage: integer,
    /** Per status, over the job (or all the company's jobs) whatever the status filter. */
    counts: statusCounts,
  },
} as const;
export type ApplicantList = FromSchema<typeof applicantListSchema>;

/** The answer to a bulk move: the applications as they are now, in the order of `ids`. */
export const applicantBulkMoveResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['applications'],
  properties: { applications: { type: 'array', items: applicantSchema } },
} as const;

export const answerTemplateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'name', 'body', 'createdAt', 'updatedAt'],
  properties: {
    id: integer,
    kind: { type: 'string', enum: ANSWER_TEMPLATE_KINDS },
    name: string,
    body: localized,
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;
export type AnswerTemplate = FromSchema<typeof answerTemplateSchema>;

export const answerTemplateListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['templates'],
  properties: { templates: { type: 'array', items: answerTemplateSchema } },
} as const;

/** One application in the candidate's tracker: no notes, no reasons, no names of the company's people. */
export const myApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', '@type', 'id', 'job', 'company', 'appliedAt', 'status', 'timeline', 'companyMessage'],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'MyApplication' },
    id: integer,
    job: { type: 'object', additionalProperties: false, required: ['id', 'slug', 'title'], properties: { id: integer, slug: string, title: string } },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['slug', 'name', 'logo'],
      properties: { slug: string, name: string, logo: { type: ['integer', 'null'] } },
    },
    appliedAt: dateTime,
    status: { type: 'string', enum: CANDIDATE_STATUSES },
    /** Each step in candidate terms, oldest first (repeated steps once: moves inside "in progress" are one). */
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'at'],
        properties: { status: { type: 'string', enum: CANDIDATE_STATUSES }, at: dateTime },
      },
    },
    /** The company's last message (an invitation or a rejection), as mailed. */
    companyMessage: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['text', 'at'],
      properties: { text: string, at: dateTime },
    },
    /** When it is deleted, with its CV (APPLICATION_RETENTION_MONTHS after its job closed or expired); left out while the job is open. */
    deletesAt: dateTime,
  },
} as const;
export type MyApplication = FromSchema<typeof myApplicationSchema>;

/** `GET /api/me/applications`: newest first. */
export const myApplicationListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', '@type', 'applications'],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'MyApplicationList' },
    applications: { type: 'array', items: myApplicationSchema },
  },
} as const;
export type MyApplicationList = FromSchema<typeof myApplicationListSchema>;

/** A company's response rate (on its public profile once RESPONSE_RATE_MIN_APPLICATIONS count). */
export const responseRateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['percent', 'answered', 'total'],
  properties: {
    /** answered / total, whole percent (rounded). */
    percent: integer,
    answered: integer,
    total: integer,
  },
} as const;
export type ResponseRate = FromSchema<typeof responseRateSchema>;
