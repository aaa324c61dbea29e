// Server-only: which language a learning answer is in: `?lang=cs|en` when given, otherwise the
// site host (EN_HOST answers English, any other host Czech), as the feeds and mails decide.
import { LEARNING_LANGUAGES, type LearningLanguage } from '@raketa/shared/learning';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const LANGUAGES = LEARNING_LANGUAGES;
export type Language = LearningLanguage;

export function requestLanguage(request: FastifyRequest, siteHosts: Config['siteHosts'], lang: Language | undefined): Language {
  if (lang !== undefined) return lang;
  return request.host.toLowerCase() === siteHosts.en ? 'en' : 'cs';
}
