// `npm run doctor`: checks the configuration the way a self-hoster needs before the first validation:
// the database, the sign-in mode, the model (one tiny structured call per role), each research source
// and trends provider. Prints a table with what to change; exits 1 when something failed.
import { ConfigError, loadConfig } from "../src/config/index.ts";
import { plural } from "../src/shared/display/count-text.ts";
import { runDoctor } from "./doctor/run.ts";
import { renderTable } from "./doctor/table.ts";

try {
  const config = loadConfig({ env: process.env, argv: [] });
  const rows = await runDoctor(config);
  process.stdout.write(`${renderTable(rows)}\n`);
  const failed = rows.filter((row) => row.status === "fail").length;
  process.stdout.write(failed ? `\n${plural(failed, "check")} failed: change the variables named above, then run npm run doctor again.\n` : "\nAll checks passed.\n");
  process.exit(failed ? 1 : 0);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`The configuration does not load; fix these variables first:\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
