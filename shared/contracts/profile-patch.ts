/**
 * A change of the candidate profile (`PATCH /api/profile`, api/AUTH.md "Profile"), written once: the
 * API checks the body with `checkProfilePatch`, the profile page's and onboarding's form resolver
 * with `profilePatchErrors` over the patch it would send, and the type and the limits derive from
 * the schema. Texts are trimmed before their rules; every key is optional (absent keys stay).
 *
 * What JSON Schema cannot say is said once here, beside it: a language listed twice, a link that
 * the URL parser lengthens past its limit, and how a failure is reported (see `reported`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Failure, type Struct } from 'superstruct';
import {
  CURRENCIES,
  FIELDS_OF_INTEREST,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LINK_KINDS,
  ONBOARDING_STEPS,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_MODES,
} from '../account/profile-keys';
import { checkUrl } from './formats';
import { codeOf, toStruct, type RuleCode } from './schema-struct';

export const profilePatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    /** Null or empty text clears an optional text. */
    headline: { type: ['string', 'null'], maxLength: 120 },
    location: { type: ['string', 'null'], maxLength: 100 },
    fields: { type: 'array', items: { type: 'string', enum: FIELDS_OF_INTEREST }, uniqueItems: true },
    seniority: { type: ['string', 'null'], enum: [...SENIORITIES, null] },
    salary: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['amount', 'currency', 'period'],
      properties: {
        amount: { type: 'integer', minimum: 1, maximum: 10_000_000 },
        currency: { type: 'string', enum: CURRENCIES },
        period: { type: 'string', enum: SALARY_PERIODS },
      },
    },
    workModes: { type: 'array', items: { type: 'string', enum: WORK_MODES }, uniqueItems: true },
    languages: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['language', 'level'],
        properties: { language: { type: 'string', enum: LANGUAGES }, level: { type: 'string', enum: LANGUAGE_LEVELS } },
      },
    },
    /** Any of the three; an http(s) address without credentials, LinkedIn's and GitHub's on their sites. */
    links: {
      type: 'object',
      additionalProperties: false,
      properties: {
        linkedin: { type: ['string', 'null'], maxLength: 500, format: 'linkedin-url' },
        github: { type: ['string', 'null'], maxLength: 500, format: 'github-url' },
        portfolio: { type: ['string', 'null'], maxLength: 500, format: 'url' },
      },
    },
    onboarding: {
      type: 'object',
      additionalProperties: false,
      properties: { completedStep: { type: 'string', enum: ONBOARDING_STEPS }, finished: { type: 'boolean' } },
    },
  },
} as const;

/** What a valid `PATCH /api/profile` changes; absent keys stay as they are. */
export type ProfilePatch = FromSchema<typeof profilePatchSchema>;

const { properties } = profilePatchSchema;
/** The limits, read from the schema (the form and the API's messages name them). */
export const PROFILE_LIMITS = {
  get name(): number {
    return properties.name.maxLength;
  },
  get headline(): number {
    return properties.headline.maxLength;
  },
  get location(): number {
    return properties.location.maxLength;
  },
  get url(): number {
    return properties.links.properties.portfolio.maxLength;
  },
  get languages(): number {
    return properties.languages.maxItems;
  },
  get salaryMax(): number {
    return properties.salary.properties.amount.maximum;
  },
};

/** The codes of a refused patch's fields: the rules' codes, and `invalid_amount` for the salary amount. */
export type ProfilePatchCode = RuleCode | 'invalid_amount';
export interface ProfilePatchError {
  /** As the API names it: `name`, `salary.amount`, `languages.1.level`, `links.github` (`body` for the whole). */
  field: string;
  code: ProfilePatchCode;
}

let struct: Struct<ProfilePatch, unknown> | undefined;
/** The patch's struct: trimmed, unknown keys refused. Made on first use, from the schema as it is then. */
export const profilePatchStruct = (): Struct<ProfilePatch, unknown> => (struct ??= toStruct(profilePatchSchema, { trim: true, strict: true }));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

interface Node {
  type?: unknown;
  properties?: Record<string, Node>;
  required?: readonly string[];
  items?: Node;
  enum?: readonly unknown[];
  maxItems?: number;
}
/** The schemas along `path` (the patch's first), as far as the schema goes. */
function schemasAlong(path: readonly (string | number)[]): Node[] {
  const nodes: Node[] = [profilePatchSchema];
  for (const key of path) {
    const node = nodes.at(-1)!;
    const next = typeof key === 'number' ? node.items : node.properties?.[key];
    if (!next) break;
    nodes.push(next);
  }
  return nodes;
}

/** The field a failure is reported on, and its code (the API's vocabulary). */
function reported(failure: Failure, body: Record<string, unknown>): ProfilePatchError {
  const path = failure.path as (string | number)[];
  const nodes = schemasAlong(path);
  const list = String(path[0]);
  const listSchema = path.length > 0 ? nodes[1] : undefined;
  // A list over its limit is the one thing to fix, whatever its items hold.
  const sent = body[list];
  if (listSchema?.maxItems !== undefined && Array.isArray(sent) && sent.length > listSchema.maxItems) return { field: list, code: 'too_many' };
  // A list of choices answers for its items ("fields": a key it does not know).
  const field = listSchema?.items?.enum && path.length === 2 ? list : path.join('.') || 'body';
  let code: ProfilePatchCode = codeOf(failure);
  // A choice its object requires, left empty (a select on its placeholder), is nothing chosen.
  const parent = nodes[path.length - 1];
  if (code === 'invalid_choice' && failure.value === '' && parent?.required?.includes(String(path.at(-1)))) code = 'required';
  // The amount has one message, a whole number in the range: a text, a fraction and 0 alike.
  if (field === 'salary.amount' && code !== 'required') code = failure.value === null || failure.value === '' ? 'required' : 'invalid_amount';
  return { field, code };
}

/** Checks `body`; the valid patch with texts trimmed, empty optional texts null and links normalised. */
export function checkProfilePatch(body: unknown): { ok: true; value: ProfilePatch } | { ok: false; errors: ProfilePatchError[] } {
  const [error, checked] = validate(body, profilePatchStruct(), { coerce: true });
  const errors = new Map<string, ProfilePatchCode>();
  const fail = ({ field, code }: ProfilePatchError) => void (errors.has(field) || errors.set(field, code));
  const record = isRecord(body) ? body : {};
  // Each field's first failing rule, in the order of the schema.
  for (const failure of error?.failures() ?? []) fail(reported(failure, record));

  // A language listed twice: the later row.
  const languages = record.languages;
  if (Array.isArray(languages) && !errors.has('languages')) {
    const seen = new Set<unknown>();
    languages.forEach((item: unknown, index) => {
      const language = isRecord(item) ? item.language : undefined;
      if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) return;
      if (seen.has(language)) fail({ field: `languages.${index}.language`, code: 'duplicate' });
      seen.add(language);
    });
  }

  // Links are kept as the URL parser writes them; percent-encoding and punycode can lengthen what was typed.
  const links: Record<string, string | null> = {};
  const sentLinks = checked?.links ?? (isRecord(record.links) ? (record.links as Record<string, unknown>) : {});
  for (const kind of LINK_KINDS) {
    const value = sentLinks[kind];
    if (typeof value !== 'string' || errors.has(`links.${kind}`)) continue;
    const text = value.trim();
    const normalised = text === '' ? null : checkUrl(text);
    if (normalised && 'url' in normalised) {
      if (normalised.url.length > PROFILE_LIMITS.url) fail({ field: `links.${kind}`, code: 'too_long' });
      links[kind] = normalised.url;
    } else links[kind] = null;
  }

  if (errors.size > 0 || !checked) return { ok: false, errors: [...errors].map(([field, code]) => ({ field, code })) };
  const value: ProfilePatch = { ...checked };
  for (const key of ['headline', 'location'] as const) if (value[key] === '') value[key] = null;
  if (value.links) value.links = { ...value.links, ...links };
  return { ok: true, value };
}

/** Each failing field's first failing rule (what the API would answer for `body`), none when valid. */
export const profilePatchErrors = (body: unknown): ProfilePatchError[] => {
  const result = checkProfilePatch(body);
  return result.ok ? [] : result.errors;
};
