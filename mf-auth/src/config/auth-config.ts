import { pathFor, type LocaleCode } from '@raketa/shared';

/**
 * Where a company goes after sign-up when the shell does not configure it: there is no
 * employer administration in this product yet, so the for-companies page stands in.
 */
export const defaultEmployerStartupAddUrl = (locale: LocaleCode): string => pathFor('forCompanies', locale);
