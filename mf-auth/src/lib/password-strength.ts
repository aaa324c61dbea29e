/**
 * The password strength meter of spec section 5: one point each for a length of at
 * least 6, a length of at least 10, a lowercase letter, an uppercase letter, a digit
 * and a special character, capped at 5.
 */
export const PASSWORD_STRENGTH_MAX = 5;

// Unicode classes, so Czech letters (č, Ř) count as letters and not as special characters.
const CHECKS: ((password: string) => boolean)[] = [
  (password) => [...password].length >= 6,
  (password) => [...password].length >= 10,
  (password) => /\p{Ll}/u.test(password),
  (password) => /\p{Lu}/u.test(password),
  (password) => /\p{Nd}/u.test(password),
  (password) => /[^\p{L}\p{N}]/u.test(password),
];

export function passwordStrength(password: string): number {
  const points = CHECKS.filter((check) => check(password)).length;
  return Math.min(points, PASSWORD_STRENGTH_MAX);
}
