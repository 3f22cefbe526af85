// An ESLint rule that keeps each web feature's inside to itself: a file in
// src/web/features/<feature>/ may import another feature only through that feature's public
// index (src/web/features/<other>/index.ts). What several features need otherwise belongs in
// src/web/components/ or src/web/lib/.
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Rule } from "eslint";

const FEATURES = join("src", "web", "features");

/** The feature a path belongs to and the path inside it, or null outside src/web/features. */
function featureOf(path: string, featuresDir: string): { feature: string; inside: string } | null {
  const rest = relative(featuresDir, path);
  if (rest.startsWith("..") || rest === "") return null;
  const [feature, ...inside] = rest.split(sep);
  return feature && inside.length > 0 ? { feature, inside: inside.join("/") } : null;
}

export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "A web feature imports another feature only through its index.ts" },
    schema: [],
    messages: {
      internal: "Feature {{from}} imports {{to}}/{{path}}, inside feature {{to}}: import from src/web/features/{{to}}/index.ts, or move what both share into src/web/components or src/web/lib.",
    },
  },
  create(context) {
    const featuresDir = resolve(context.cwd, FEATURES);
    const importer = featureOf(context.filename, featuresDir);
    if (!importer) return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = featureOf(resolve(dirname(context.filename), source), featuresDir);
      if (!target || target.feature === importer.feature || target.inside === "index.ts") return;
      context.report({ node, messageId: "internal", data: { from: importer.feature, to: target.feature, path: target.inside } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : undefined),
    };
  },
};
