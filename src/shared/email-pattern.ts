/**
 * Text, @, text, dot, text. Its own module, free of zod, so the landing page's idea
 * dialog can use the same rule as the waitlist contract without downloading zod.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
