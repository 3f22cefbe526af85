import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles } from "../../scripts/eslint/no-import-cycles.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
// Only the layer rule runs, without type information, so the probes can be files that do not exist.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === "import-x/no-restricted-paths",
});

/** Lints `code` as if it were a file at `filePath`. */
async function messagesFor({ filePath, code }: { filePath: string; code: string }): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

describe("layer rules held by lint", () => {
  it("refuses src/web importing src/db", async () => {
    const messages = await messagesFor({ filePath: "src/web/lint-probe.tsx", code: 'import { schema } from "../db/schema.ts";\nexport const used = schema;\n' });
    expect(messages.join("\n")).toMatch(/src\/web imports only src\/shared/);
  });

  it("refuses src/pipeline importing src/server, type-only imports included", async () => {
    const messages = await messagesFor({ filePath: "src/pipeline/lint-probe.ts", code: 'import type { Config } from "../server/app.ts";\nexport type Used = Config;\n' });
    expect(messages.join("\n")).toMatch(/src\/pipeline never imports src\/server/);
  });

  it("refuses src/shared importing anything of ours and src/db importing the server", async () => {
    expect((await messagesFor({ filePath: "src/shared/lint-probe.ts", code: 'import { loadConfig } from "../config/index.ts";\nexport const used = loadConfig;\n' })).join("\n")).toMatch(/src\/shared imports nothing of ours/);
    expect((await messagesFor({ filePath: "src/db/lint-probe.ts", code: 'import { buildApp } from "../server/app.ts";\nexport const used = buildApp;\n' })).join("\n")).toMatch(/src\/db imports only src\/shared and src\/config/);
  });

  it("lets src/server reach the pipeline's request-time services but not its internals", async () => {
    expect(await messagesFor({ filePath: "src/server/lint-probe.ts", code: 'import * as services from "../pipeline/services/index.ts";\nexport const used = services;\n' })).toEqual([]);
    expect((await messagesFor({ filePath: "src/server/lint-probe.ts", code: 'import * as runner from "../pipeline/runner.ts";\nexport const used = runner;\n' })).join("\n")).toMatch(/only through src\/pipeline\/services/);
  });

  it("allows what the layers allow: web and db importing shared", async () => {
    expect(await messagesFor({ filePath: "src/web/lint-probe.tsx", code: 'import { EMAIL_PATTERN } from "../shared/email-pattern.ts";\nexport const used = EMAIL_PATTERN;\n' })).toEqual([]);
  });
});

describe("import circles", () => {
  const dir = mkdtempSync(join(tmpdir(), "greenlight-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it("finds a circle made only of type imports, and names its route", () => {
    write("a.ts", 'import type { B } from "./nested/b.ts";\nexport type A = { b: B };\n');
    write("nested/b.ts", 'import type { A } from "../a.ts";\nexport type B = { a?: A };\n');
    write("c.ts", 'import type { A } from "./a.ts";\nexport type C = A;\n');
    const cycles = findCycles(dir);
    const inCircle = [...cycles.keys()].map((path) => relative(dir, path)).sort();
    expect(inCircle).toEqual(["a.ts", "nested/b.ts"]);
    expect(cycles.get(join(dir, "a.ts"))?.map((path) => path.split("/").slice(-1)[0])).toEqual(["a.ts", "b.ts", "a.ts"]);
  });

  it("finds none in the project's own sources", () => {
    expect([...findCycles(join(root, "src")).values()]).toEqual([]);
  });
});
