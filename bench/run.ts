// `npm run bench`: every benchmark in turn; each prints its own figures.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

for (const bench of ["startup.ts", "api.ts", "landing-size.ts", "lighthouse.ts", "pipeline.ts", "research.ts", "label-agreement.ts", "founder-reading.ts"]) {
  const result = spawnSync(process.execPath, [join(import.meta.dirname, bench)], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
