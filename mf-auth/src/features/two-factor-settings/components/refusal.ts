import type { Answer, Refusal } from '../api/two-factor-settings';

/** The translation key a refused code or password shows on its field. */
export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  incorrect_code: 'errors.incorrectCode',
  wrong_password: 'twoFactorSettings.wrongPassword',
  too_many_attempts: 'twoFactorSettings.tooManyAttempts',
  setup_expired: 'twoFactorSettings.setupExpired',
};

/** For `useCodeForm`: an accepted answer's value goes to `onDone`; a refused one names its field message. */
export const settleAnswer =
  <T>(onDone: (value: T) => void) =>
  (answer: Answer<T>): string | undefined => {
    if (!answer.ok) return REFUSAL_MESSAGES[answer.refusal];
    onDone(answer.value);
    return undefined;
  };
