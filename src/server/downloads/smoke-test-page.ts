import type { Experiment } from "../../shared/contracts/report-experiments.ts";
import { escapeHtml } from "../escape-html.ts";

type SmokeTest = Extract<Experiment, { kind: "smoke-test" }>;

// Everything from the idea or the report goes into the page through escapeHtml: as text, never as markup.
// Inline so the file opens and serves as it is: no fonts, images, scripts or stylesheets to fetch.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f9fafb;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}h1{font-size:2.25rem;line-height:1.2;margin:0 0 1rem}
.lead{font-size:1.2rem;color:#374151}ul{padding-left:1.2rem}.price{font-weight:600;font-size:1.1rem}
.cta{display:inline-block;margin-top:1.5rem;padding:.9rem 1.6rem;border-radius:.5rem;background:#2563eb;color:#fff;font-weight:600;text-decoration:none}
.cta:focus{outline:3px solid #93c5fd;outline-offset:2px}#thanks{display:none;margin-top:2rem;padding:1.5rem;border-radius:.5rem;background:#fff;border:1px solid #e5e7eb}
#thanks:target{display:block}label{display:block;font-weight:600;margin-bottom:.4rem}input{padding:.6rem;border:1px solid #9ca3af;border-radius:.4rem;width:100%;max-width:20rem}
button{margin-top:.8rem;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#2563eb;color:#fff;font-weight:600}`;

/**
 * The smoke test's landing page as one self-contained HTML file. The call to action leads to an honest
 * note that the product is not available yet and an email sign-up: the test counts clicks, and nobody
 * is charged for something that does not exist. The founder points the form at their own form service.
 */
export function renderSmokeTestPage({ experiment, lang = "en" }: { experiment: SmokeTest; lang?: string }): string {
  const { page } = experiment;
  const benefits = page.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join("");
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.headline)}</title>
<style>${STYLE}</style>
</head>
<body>
<!-- Smoke test made by Greenlight. Decision rule, written before launch: ${escapeHtml(experiment.decisionRule).replace(/--/g, "- -")}
     Count visitors and clicks on the button with your analytics, and set the form's action to your form service. -->
<main>
<h1>${escapeHtml(page.headline)}</h1>
<p class="lead">${escapeHtml(page.subheadline)}</p>
${benefits ? `<ul>${benefits}</ul>` : ""}
${page.priceLine ? `<p class="price">${escapeHtml(page.priceLine)}</p>` : ""}
<a class="cta" href="#thanks">${escapeHtml(experiment.callToAction)}</a>
<section id="thanks" aria-live="polite">
<h2>Thanks for your interest</h2>
<p>${escapeHtml(page.headline)} is not available yet. Leave your email and you will hear first when it is.</p>
<form method="post" action="">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Tell me when it launches</button>
</form>
</section>
</main>
</body>
</html>
`;
}
