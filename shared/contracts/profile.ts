/**
 * The candidate profile's answer (`GET /api/profile`, the answer of a save; api/AUTH.md "Profile"),
 * written once: the API serialises with this schema, the type derives from it, and mf-auth parses
 * the answer with the struct made from it. Its lists of keys are in ../account/profile-keys.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { create, type Struct } from 'superstruct';
import {
  CURRENCIES,
  FIELDS_OF_INTEREST,
  LANGUAGE_LEVELS,
  LANGUAGES,
  ONBOARDING_STEPS,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_MODES,
} from '../account/profile-keys';
import { toStruct } from './schema-struct';

const nullableString = { type: ['string', 'null'] } as const;
const oneOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: values }) as const;

export const cvInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName', 'mediaType', 'size', 'uploadedAt'],
  properties: {
    fileName: { type: 'string' },
    mediaType: { type: 'string' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const profileSalarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency', 'period'],
  properties: { amount: { type: 'integer' }, currency: oneOf(CURRENCIES), period: oneOf(SALARY_PERIODS) },
} as const;

export const languageSkillSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['language', 'level'],
  properties: { language: oneOf(LANGUAGES), level: oneOf(LANGUAGE_LEVELS) },
} as const;

export const profileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'email',
    'type',
    'hasPassword',
    'headline',
    'location',
    'fields',
    'seniority',
    'salary',
    'workModes',
    'languages',
    'links',
    'cv',
    'onboarding',
  ],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    type: oneOf(['candidate', 'company'] as const),
    /** False for accounts that only sign in through a social provider (deletion asks for the e-mail instead). */
    hasPassword: { type: 'boolean' },
    headline: nullableString,
    location: nullableString,
    fields: { type: 'array', items: oneOf(FIELDS_OF_INTEREST) },
    seniority: { anyOf: [{ type: 'null' }, oneOf(SENIORITIES)] },
    salary: { anyOf: [{ type: 'null' }, profileSalarySchema] },
    workModes: { type: 'array', items: oneOf(WORK_MODES) },
    languages: { type: 'array', items: languageSkillSchema },
    links: {
      type: 'object',
      additionalProperties: false,
      required: ['linkedin', 'github', 'portfolio'],
      properties: { linkedin: nullableString, github: nullableString, portfolio: nullableString },
    },
    cv: { anyOf: [{ type: 'null' }, cvInfoSchema] },
    onboarding: {
      type: 'object',
      additionalProperties: false,
      required: ['lastCompletedStep', 'finished'],
      properties: {
        lastCompletedStep: { anyOf: [{ type: 'null' }, oneOf(ONBOARDING_STEPS)] },
        finished: { type: 'boolean' },
      },
    },
  },
} as const;

export type CvInfo = FromSchema<typeof cvInfoSchema>;
export type ProfileSalary = FromSchema<typeof profileSalarySchema>;
export type LanguageSkill = FromSchema<typeof languageSkillSchema>;
export type Profile = FromSchema<typeof profileSchema>;

let profileStruct: Struct<Profile, unknown> | undefined;
let cvInfoStruct: Struct<CvInfo, unknown> | undefined;
/** The profile as the API answers it, checked (throws a StructError otherwise); extra keys are ignored. */
export const parseProfile = (value: unknown): Profile => create(value, (profileStruct ??= toStruct(profileSchema)));
export const parseCvInfo = (value: unknown): CvInfo => create(value, (cvInfoStruct ??= toStruct(cvInfoSchema)));
