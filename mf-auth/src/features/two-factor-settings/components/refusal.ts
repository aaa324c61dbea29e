import type { Refusal } from '../api/two-factor-settings';

/** The translation key a refused code or password shows on its field. */
export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  incorrect_code: 'errors.incorrectCode',
  wrong_password: 'twoFactorSettings.wrongPassword',
  too_many_attempts: 'twoFactorSettings.tooManyAttempts',
  setup_expired: 'twoFactorSettings.setupExpired',
};
