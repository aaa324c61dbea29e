// Response schemas of /api/profile (api/AUTH.md, "Profile").
import { ONBOARDING_STEPS } from '@raketa/shared/account';

const nullableString = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

export const cvInfoSchema = {
  type: 'object',
  required: ['fileName', 'mediaType', 'size', 'uploadedAt'],
  properties: {
    fileName: { type: 'string' },
    mediaType: { type: 'string' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const profileSchema = {
  type: 'object',
  required: ['name', 'email', 'type', 'hasPassword', 'headline', 'location', 'fields', 'seniority', 'salary', 'workModes', 'languages', 'links', 'cv', 'onboarding'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    type: { type: 'string', enum: ['candidate', 'company'] },
    hasPassword: { type: 'boolean' },
    headline: nullableString,
    location: nullableString,
    fields: strings,
    seniority: nullableString,
    salary: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['amount', 'currency', 'period'],
          properties: { amount: { type: 'integer' }, currency: { type: 'string' }, period: { type: 'string' } },
        },
      ],
    },
    workModes: strings,
    languages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['language', 'level'],
        properties: { language: { type: 'string' }, level: { type: 'string' } },
      },
    },
    links: {
      type: 'object',
      required: ['linkedin', 'github', 'portfolio'],
      properties: { linkedin: nullableString, github: nullableString, portfolio: nullableString },
    },
    cv: { anyOf: [{ type: 'null' }, cvInfoSchema] },
    onboarding: {
      type: 'object',
      required: ['lastCompletedStep', 'finished'],
      properties: {
        lastCompletedStep: { anyOf: [{ type: 'null' }, { type: 'string', enum: [...ONBOARDING_STEPS] }] },
        finished: { type: 'boolean' },
      },
    },
  },
} as const;
