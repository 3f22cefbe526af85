import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
// Only the layer rule runs, without type information, so the probes can be files that do not exist.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === "import-x/no-restricted-paths",
});

/** The layer rule's messages for `code` linted as if it were the file at `filePath`. */
async function messagesFor({ filePath, code }: { filePath: string; code: string }): Promise<string> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message).join("\n");
}

const probe = (path: string, from: string) => messagesFor({ filePath: `src/pipeline/${path}`, code: `import * as below from "${from}";\nexport const used = below;\n` });

describe("the pipeline's layers held by lint", () => {
  it("refuses a lower layer importing a higher one, type-only imports included", async () => {
    expect(await probe("text/lint-probe.ts", "../scoring/rubric.ts")).toMatch(/src\/pipeline\/text imports only the pipeline layers below it/);
    expect(await probe("contracts/lint-probe.ts", "../text/nlp.ts")).toMatch(/src\/pipeline\/contracts imports only/);
    expect(await probe("scoring/lint-probe.ts", "../analysts/analyst.ts")).toMatch(/src\/pipeline\/scoring imports only/);
    expect(await probe("analysts/text-analyst/lint-probe.ts", "../../report/assemble.ts")).toMatch(/src\/pipeline\/analysts imports only/);
    expect(await probe("report/lint-probe.ts", "../stages/registry.ts")).toMatch(/src\/pipeline\/report imports only/);
    expect(await probe("stages/lint-probe.ts", "../runner.ts")).toMatch(/src\/pipeline\/stages imports only/);
    const typeOnly = await messagesFor({ filePath: "src/pipeline/research/lint-probe.ts", code: 'import type { Analyst } from "../analysts/analyst.ts";\nexport type Used = Analyst;\n' });
    expect(typeOnly).toMatch(/src\/pipeline\/research imports only/);
  });

  it("refuses infrastructure importing a layer", async () => {
    expect(await probe("http/lint-probe.ts", "../research/routing.ts")).toMatch(/src\/pipeline\/http is pipeline infrastructure/);
    expect(await probe("sources/lint-probe.ts", "../contracts/checkpoints.ts")).toMatch(/src\/pipeline\/sources is pipeline infrastructure/);
  });

  it("allows a layer importing the layers below it and the infrastructure", async () => {
    expect(await probe("stages/lint-probe.ts", "../report/assemble.ts")).toBe("");
    expect(await probe("report/lint-probe.ts", "../analysts/analyst.ts")).toBe("");
    expect(await probe("analysts/model-analyst/lint-probe.ts", "../../scoring/rubric.ts")).toBe("");
    expect(await probe("research/lint-probe.ts", "../text/nlp.ts")).toBe("");
    expect(await probe("text/lint-probe.ts", "../contracts/vocabulary.ts")).toBe("");
    expect(await probe("text/lint-probe.ts", "../llm/untrusted.ts")).toBe("");
    expect(await probe("llm/lint-probe.ts", "../contracts/vocabulary.ts")).toBe("");
  });
});
