/** A full browser navigation (leaving the client app, e.g. to sign in); its own module so tests can replace it. */
export function navigateAway(url: string): void {
  window.location.href = url;
}
