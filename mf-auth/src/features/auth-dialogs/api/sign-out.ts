import { csrfFields, pathFor, showGenericError, type LocaleCode } from '@raketa/shared';
import { submitBrowserForm } from './browser-form';

/**
 * Sign-out (spec section 4): the browser form-posts to the logout path; the API ends the
 * session and redirects to `back`. False (after the generic toast) when the token could not be had.
 */
export async function signOut(locale: LocaleCode, back: string): Promise<boolean> {
  let csrf: Record<string, string>;
  try {
    csrf = await csrfFields();
  } catch {
    showGenericError();
    return false;
  }
  submitBrowserForm(pathFor('logout', locale), { back, ...csrf });
  return true;
}
