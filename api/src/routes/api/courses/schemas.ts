// Response schemas of the learning routes (api/LEARNING.md); Fastify serialises with them.
import { localizedSchema as localized } from '@raketa/shared/contracts';

export const slugPattern = '^[a-z0-9]+(-[a-z0-9]+)*$';

const minutes = { type: 'object', required: ['cs', 'en'], properties: { cs: { type: 'integer' }, en: { type: 'integer' } } } as const;

const courseProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string' },
  slug: { type: 'string' },
  position: { type: 'integer' },
  title: localized,
  summary: localized,
  chapterCount: { type: 'integer' },
  readingMinutes: minutes,
} as const;

export const courseSummarySchema = {
  type: 'object',
  required: ['@id', '@type', 'slug', 'title', 'summary', 'chapterCount', 'readingMinutes'],
  properties: courseProperties,
} as const;

export const chapterSummarySchema = {
  type: 'object',
  required: ['@id', '@type', 'slug', 'position', 'title', 'readingMinutes', 'completed'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    slug: { type: 'string' },
    position: { type: 'integer' },
    title: localized,
    readingMinutes: minutes,
    completed: { type: 'boolean' },
  },
} as const;

export const courseDetailSchema = {
  type: 'object',
  required: [...courseSummarySchema.required, 'chapters'],
  properties: { '@context': { type: 'string' }, ...courseProperties, chapters: { type: 'array', items: chapterSummarySchema } },
} as const;

const chapterLink = {
  type: ['object', 'null'],
  required: ['slug', 'title'],
  properties: { slug: { type: 'string' }, title: { type: 'string' } },
} as const;

export const chapterDetailSchema = {
  type: 'object',
  required: ['@id', '@type', 'slug', 'position', 'language', 'title', 'body', 'readingMinutes', 'course', 'previous', 'next', 'completed'],
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    slug: { type: 'string' },
    position: { type: 'integer' },
    language: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    readingMinutes: { type: 'integer' },
    course: {
      type: 'object',
      required: ['@id', 'slug', 'title', 'chapterCount'],
      properties: { '@id': { type: 'string' }, slug: { type: 'string' }, title: { type: 'string' }, chapterCount: { type: 'integer' } },
    },
    previous: chapterLink,
    next: chapterLink,
    completed: { type: 'boolean' },
  },
} as const;

export const courseProgressSchema = {
  type: 'object',
  required: ['@id', '@type', 'course', 'completedChapters', 'totalChapters', 'completed', 'lastCompletedAt'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    course: { type: 'string' },
    completedChapters: { type: 'integer' },
    totalChapters: { type: 'integer' },
    completed: { type: 'array', items: { type: 'string' } },
    lastCompletedAt: { type: ['string', 'null'] },
  },
} as const;
