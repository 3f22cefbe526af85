// An ESLint rule that fails on import circles among the project's own files, type-only imports
// included (import-x/no-cycle skips those, yet a circle of types still ties two modules' designs
// together). The whole graph is read once per lint run with TypeScript's import scanner.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import process from "node:process";
import type { Rule } from "eslint";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;
let cyclesByFile: Map<string, string[]> | undefined;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "migrations" ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The project files `file` imports (relative specifiers only), type-only imports included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => SOURCE.test(path) && existsSync(path));
}

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
/** Each file that is part of an import circle, with a shortest circle through it. */
export function findCycles(root: string): Map<string, string[]> {
  const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result = new Map<string, string[]>();
  let counter = 0;
  function visit(file: string): void {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
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

/** The shortest way from `start` back to itself inside its component, for a message a reader can follow. */
function shortestCircle({ graph, members, start }: { graph: Map<string, string[]>; members: Set<string>; start: string }): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === start) {
        const route: string[] = [];
        for (let step: string | undefined = file; step !== undefined && step !== start; step = cameFrom.get(step)) route.unshift(step);
        return [start, ...route, start];
      }
      queue.push(next);
    }
  }
  return [start, start];
}

export const noImportCycles: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import circles among the project's files, type-only imports included" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: { cycle: "Import circle: {{files}}. Move what both sides need into a module of its own." },
  },
  create(context) {
    const root = resolve(context.cwd, (context.options[0] as { root?: string } | undefined)?.root ?? "src");
    cyclesByFile ??= findCycles(root);
    const files = cyclesByFile.get(context.filename);
    return files ? { Program(node) { context.report({ node, messageId: "cycle", data: { files: files.join(" → ") } }); } } : {};
  },
};
