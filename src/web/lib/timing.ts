/** Wait before sending an unauthenticated visitor to sign in, so the toast is seen. */
export const AUTH_REDIRECT_DELAY_MS = 500;
/** The idea list refetches this often while any idea is still being validated. */
export const ACTIVE_VALIDATION_REFETCH_MS = 5000;
