import { pathFor, type LocaleCode } from '@raketa/shared';

/**
 * Where a company goes after sign-up when the shell does not configure it: the employer start
 * page, where the account creates its company's profile.
 */
export const defaultEmployerStartupAddUrl = (locale: LocaleCode): string => pathFor('employerStart', locale);
