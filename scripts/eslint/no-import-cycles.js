// @ts-check
// An ESLint rule that fails on import circles among the project's own files, type-only imports
// included (import-x/no-cycle skips those, yet a circle of types still ties two modules' designs
// together). The whole graph is read once per lint run with TypeScript's import scanner.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import process from "node:process";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;
/** @type {Map<string, string[]> | undefined} */
let cyclesByFile;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "migrations" ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** @param {string} file @returns {string[]} the project files it imports (relative specifiers only) */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => SOURCE.test(path) && existsSync(path));
}

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
/** @param {string} root @returns {Map<string, string[]>} each file in a circle, with the files of its circle */
export function findCycles(root) {
  const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = new Map();
  let counter = 0;
  /** @param {string} file */
  function visit(file) {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) {
      const members = new Set(component);
      for (const path of component) result.set(path, shortestCircle({ graph, members, start: path }).map((step) => relative(process.cwd(), step)));
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return result;
}

/**
 * The shortest way from `start` back to itself inside its component, for a message a reader can follow.
 * @param {{ graph: Map<string, string[]>, members: Set<string>, start: string }} input
 * @returns {string[]}
 */
function shortestCircle({ graph, members, start }) {
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === start) {
        const route = [];
        for (let step = file; step !== start; step = /** @type {string} */ (cameFrom.get(step))) route.unshift(step);
        return [start, ...route, start];
      }
      queue.push(next);
    }
  }
  return [start, start];
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import circles among the project's files, type-only imports included" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: { cycle: "Import circle: {{files}}. Move what both sides need into a module of its own." },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? "src");
    cyclesByFile ??= findCycles(root);
    const files = cyclesByFile.get(context.filename);
    return files ? { Program(node) { context.report({ node, messageId: "cycle", data: { files: files.join(" → ") } }); } } : {};
  },
};
