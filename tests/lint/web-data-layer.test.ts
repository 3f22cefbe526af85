import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RULES = ["greenlight/feature-boundaries", "no-restricted-imports"];
// Only the web client's two import rules run, without type information, so the probes can be files that do not exist.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => RULES.includes(ruleId),
});

/** The web import rules' messages for `code` linted as if it were a file at `filePath`. */
async function messagesFor({ filePath, code }: { filePath: string; code: string }): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? "parse"}: ${message.message}`);
}

describe("web features share only through their index", () => {
  it("refuses one feature importing another feature's internal file", async () => {
    const messages = await messagesFor({
      filePath: "src/web/features/library/lint-probe.tsx",
      code: 'import { useIdeas } from "../ideas/use-ideas.ts";\nexport const used = useIdeas;\n',
    });
    expect(messages.join("\n")).toMatch(/greenlight\/feature-boundaries: Feature library imports ideas\/use-ideas\.ts, inside feature ideas/);
  });

  it("refuses a re-export or a lazy import of another feature's internals too", async () => {
    const reexport = await messagesFor({ filePath: "src/web/features/layout/lint-probe.ts", code: 'export { BrandLogo } from "../brand/brand-logo.tsx";\n' });
    const lazy = await messagesFor({ filePath: "src/web/features/layout/lint-probe.ts", code: 'export const page = () => import("../report/report-page.tsx");\n' });
    expect(reexport.join("\n")).toMatch(/Feature layout imports brand\/brand-logo\.tsx/);
    expect(lazy.join("\n")).toMatch(/Feature layout imports report\/report-page\.tsx/);
  });

  it("allows importing another feature through its index, and a feature's own files", async () => {
    expect(await messagesFor({
      filePath: "src/web/features/library/lint-probe.tsx",
      code: 'import { useIdeas } from "../ideas/index.ts";\nimport { IdeaList } from "./idea-list.tsx";\nexport const used = [useIdeas, IdeaList];\n',
    })).toEqual([]);
  });
});

describe("only data modules call the API", () => {
  const callsRequest = (lib: string) => `import { request } from "${lib}";\nexport function Probe() {\n  void request({ url: "/api/ideas" });\n  return null;\n}\n`;

  it("refuses a component calling request()", async () => {
    const messages = await messagesFor({ filePath: "src/web/features/report/lint-probe.tsx", code: callsRequest("../../lib/request.ts") });
    expect(messages.join("\n")).toMatch(/no-restricted-imports: .*Only a feature's api\.ts \(and src\/web\/lib\) calls request\(\)/);
  });

  it("refuses it in a nested folder and from the app shell as well", async () => {
    expect((await messagesFor({ filePath: "src/web/features/public/site-info/lint-probe.ts", code: callsRequest("../../../lib/request.ts") })).join("\n")).toMatch(/no-restricted-imports/);
    expect((await messagesFor({ filePath: "src/web/app/lint-probe.tsx", code: callsRequest("../lib/request.ts") })).join("\n")).toMatch(/no-restricted-imports/);
  });

  it("allows a feature's data module and src/web/lib to call it", async () => {
    expect(await messagesFor({ filePath: "src/web/features/report/api.ts", code: callsRequest("../../lib/request.ts") })).toEqual([]);
    expect(await messagesFor({ filePath: "src/web/lib/lint-probe.ts", code: callsRequest("./request.ts") })).toEqual([]);
  });
});
