import { escapeHtml } from "../escape-html.ts";

/** The local sign-in page: plain HTML so it works before the client is built and without scripts. */
export function renderLocalSignInPage({ returnTo, error, email = "", name = "" }: { returnTo: string; error?: string; email?: string; name?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Greenlight</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(22rem, calc(100vw - 2rem)); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p { margin: 0 0 1.25rem; opacity: .75; font-size: .9rem; }
  label { display: block; font-size: .875rem; font-weight: 600; margin: 1rem 0 .35rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; font: inherit; border: 1px solid #8886; border-radius: .5rem; background: transparent; color: inherit; }
  input:focus-visible, button:focus-visible { outline: 2px solid #16a34a; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: .65rem; font: inherit; font-weight: 600; color: #fff; background: #15803d; border: 0; border-radius: .5rem; cursor: pointer; }
  .error { color: #b91c1c; background: #fef2f2; border-radius: .5rem; padding: .5rem .75rem; opacity: 1; }
</style>
</head>
<body>
<main>
  <h1>Sign in to Greenlight</h1>
  <p>Local sign-in for this machine: enter your email and name to continue.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="/api/login">
    <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${escapeHtml(name)}">
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
