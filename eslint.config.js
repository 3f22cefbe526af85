// @ts-check
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./scripts/eslint/feature-boundaries.ts";
import { noImportCycles } from "./scripts/eslint/no-import-cycles.ts";

// The layers of DESIGN.md, held by lint: each zone lists what a folder may not import.
// `server` reaches pipeline work only through the entry points that
// docs/decisions/008-server-pipeline-entry-points.md lists.
const OURS = ["src/web", "src/server", "src/pipeline", "src/db", "src/config", "src/remote", "src/main.ts"];
const layerZones = [
  { target: "src/shared", from: [...OURS], message: "src/shared imports nothing of ours." },
  { target: "src/web", from: ["src/server", "src/pipeline", "src/db", "src/config", "src/remote", "src/main.ts"], message: "src/web imports only src/shared." },
  // The CLI and the MCP tools reach Greenlight only through its API (docs/decisions/015-api-tokens-mcp-and-cli.md).
  { target: "src/remote", from: ["src/web", "src/server", "src/pipeline", "src/db", "src/config", "src/main.ts"], message: "src/remote imports only src/shared: it calls the API." },
  { target: "src/config", from: ["src/web", "src/server", "src/pipeline", "src/db", "src/main.ts"], message: "src/config imports only src/shared." },
  { target: "src/db", from: ["src/web", "src/server", "src/pipeline", "src/main.ts"], message: "src/db imports only src/shared and src/config." },
  { target: "src/pipeline", from: ["src/server", "src/web", "src/main.ts"], message: "src/pipeline never imports src/server (or the web client)." },
  { target: "src/server", from: ["src/web", "src/main.ts"], message: "src/server does not import the web client." },
  {
    target: "src/server",
    from: "src/pipeline",
    except: ["./services"],
    message: "src/server reaches pipeline work only through src/pipeline/services (see docs/decisions/008).",
  },
];

// src/pipeline's layers, bottom to top (docs/decisions/018): a layer imports only those below it.
// http, llm, sources, trends, types.ts and budget.ts are infrastructure every layer may use; they import
// no layer but the contracts' vocabulary. services/ and the runner sit on top.
const PIPELINE_LAYERS = ["contracts", "text", "research", "scoring", "analysts", "report", "stages"].map((layer) => `src/pipeline/${layer}`);
const PIPELINE_TOP = ["src/pipeline/runner.ts", "src/pipeline/worker.ts", "src/pipeline/stage-usage.ts", "src/pipeline/services"];
const PIPELINE_INFRASTRUCTURE = ["http", "llm", "sources", "trends", "types.ts", "budget.ts"].map((part) => `src/pipeline/${part}`);
const LAYER_ORDER = "contracts < text < research < scoring < analysts < report < stages";
const pipelineZones = [
  ...PIPELINE_LAYERS.map((target, index) => ({
    target,
    from: [...PIPELINE_LAYERS.slice(index + 1), ...PIPELINE_TOP],
    message: `${target} imports only the pipeline layers below it (${LAYER_ORDER}) and the infrastructure.`,
  })),
  ...PIPELINE_INFRASTRUCTURE.map((target) => ({
    target,
    from: [...PIPELINE_LAYERS.slice(1), `${PIPELINE_LAYERS[0]}/checkpoints.ts`, ...PIPELINE_TOP],
    message: `${target} is pipeline infrastructure: it imports no layer (${LAYER_ORDER}) but the contracts' vocabulary.`,
  })),
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".data/**", "src/db/migrations/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.js"] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Promises must be awaited, returned or explicitly voided: a floating one loses its errors.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    plugins: { "import-x": importX, greenlight: { rules: { "no-import-cycles": noImportCycles, "feature-boundaries": featureBoundaries } } },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...layerZones, ...pipelineZones] }],
      "greenlight/no-import-cycles": "error",
      "greenlight/feature-boundaries": "error",
    },
  },
  {
    // The web client calls the API only from each feature's data module (api.ts) and src/web/lib.
    files: ["src/web/**/*.ts", "src/web/**/*.tsx"],
    ignores: ["src/web/features/*/api.ts", "src/web/lib/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["**/lib/request", "**/lib/request.ts"], message: "Only a feature's api.ts (and src/web/lib) calls request(); use that feature's data module." }],
      }],
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
);
