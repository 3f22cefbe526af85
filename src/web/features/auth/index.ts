// What other features may use of sign-in: the signed-in user and signing out.
export { useAuth } from "./use-auth.ts";
export { useLogout } from "./use-logout.ts";
