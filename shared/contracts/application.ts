/**
 * An application's fields (`POST /api/jobs/{id}/applications`, api/JOBS.md "Apply"), written once:
 * the API checks the multipart form's texts with the struct made from this schema, the apply form
 * validates with the same struct (@hookform/resolvers), and the limits derive from it. The CV's rule
 * is ./cv. Texts are trimmed before their rules; an empty optional text is left out.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Struct } from 'superstruct';
import { codeOf, toStruct, type RuleCode } from './schema-struct';

export const applicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120 },
    email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
    phone: { type: 'string', maxLength: 30, format: 'phone' },
    linkedin: { type: 'string', maxLength: 300, format: 'linkedin-url' },
    message: { type: 'string', maxLength: 5000 },
  },
} as const;

export type ApplicationText = FromSchema<typeof applicationSchema>;
export type ApplicationTextField = keyof typeof applicationSchema.properties;
export const APPLICATION_FIELDS = Object.keys(applicationSchema.properties) as ApplicationTextField[];

/** Each text's longest length, in characters (code points): read from the schema. */
export const APPLICATION_LIMITS = Object.defineProperties(
  {},
  Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, { enumerable: true, get: () => applicationSchema.properties[field].maxLength }])),
) as { readonly [F in ApplicationTextField]: (typeof applicationSchema.properties)[F]['maxLength'] };

let struct: Struct<ApplicationText, unknown> | undefined;
/** The texts' struct: trimmed, and unknown fields refused. Made on first use, from the schema as it is then. */
export const applicationStruct = (): Struct<ApplicationText, unknown> => (struct ??= toStruct(applicationSchema, { trim: true, strict: true }));

/** Each failing field's first failing rule, in the order of the schema's rules. */
export function applicationErrors(values: Record<string, unknown>): { field: string; code: RuleCode }[] {
  const [error] = validate(values, applicationStruct(), { coerce: true });
  if (!error) return [];
  const first = new Map<string, RuleCode>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.');
    if (!first.has(field)) first.set(field, codeOf(failure));
  }
  return [...first].map(([field, code]) => ({ field, code }));
}

/** Problem `code`s of `POST /api/jobs/{id}/applications` (shown as field or form messages). */
export const APPLICATION_ERRORS = ['already_applied', 'job_not_open', 'cv_required', 'cv_too_large', 'cv_bad_type'] as const;
export type ApplicationError = (typeof APPLICATION_ERRORS)[number];
