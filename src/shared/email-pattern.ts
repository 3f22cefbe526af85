/**
 * SPEC 5: text, @, text, dot, text. The same pattern as the waitlist contract's EMAIL_PATTERN, kept
 * here because importing the contract would bring zod into the landing's download; a unit test
 * keeps the two identical.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
