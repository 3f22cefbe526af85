import { jsonSchema, type Schema } from "ai";
import { z } from "zod";

type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  additionalProperties?: boolean | JsonSchemaNode;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/**
 * The schema the model is asked to answer, sent whole (bounds included, to guide the model), and a
 * validator that holds the answer to it in code: providers drop or only describe array lengths,
 * string lengths and number ranges (Gemini's dialect has none of them, Anthropic moves them into
 * descriptions), so an answer that is the right shape but out of bounds is normalised rather than
 * failed. Longer lists keep their first items, long strings are cut at a word, numbers are clamped; a list
 * shorter than asked is kept as it is: the stages work with fewer (planning fills a dimension left
 * empty from its drafted queries). Anything else that does not match (a missing field, a wrong type,
 * an unknown enum value) still fails, and only that earns a repair round.
 */
export function tolerantOutputSchema<T>({ schema }: { schema: z.ZodType<T> }): Schema<T> {
  const shape = z.toJSONSchema(schema, { target: "draft-7", io: "output" }) as JsonSchemaNode;
  return jsonSchema<T>(shape as Parameters<typeof jsonSchema>[0], {
    validate: (value) => {
      const normalised = normalise({ node: shape, value });
      const result = schema.safeParse(normalised);
      if (result.success) {
        return { success: true, value: result.data };
      }
      // The only complaints left are lists shorter than asked: the answer is the right shape, so keep it.
      const onlyShort = result.error.issues.every((issue) => issue.code === "too_small" && issue.origin === "array");
      if (onlyShort) {
        return { success: true, value: normalised as T };
      }
      return { success: false, error: result.error };
    },
  });
}

function normalise({ node, value }: { node: JsonSchemaNode; value: unknown }): unknown {
  if (node.anyOf) {
    if (value === null) return value;
    const branch = node.anyOf.find((b) => matchesType(b, value)) ?? node.anyOf.find((b) => b.type !== "null");
    return branch ? normalise({ node: branch, value }) : value;
  }
  if (Array.isArray(value) && node.items) {
    const kept = node.maxItems !== undefined ? value.slice(0, node.maxItems) : value;
    return kept.map((item) => normalise({ node: node.items!, value: item }));
  }
  if (typeof value === "string") {
    const trimmed = value.trim();
    return node.maxLength !== undefined && trimmed.length > node.maxLength ? cutAtWord(trimmed, node.maxLength) : trimmed;
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    let clamped = value;
    if (node.maximum !== undefined) clamped = Math.min(node.maximum, clamped);
    if (node.minimum !== undefined) clamped = Math.max(node.minimum, clamped);
    return clamped;
  }
  if (value && typeof value === "object" && !Array.isArray(value) && node.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const child = node.properties[key];
      // Keys the schema does not name are dropped, as the schema's own parse would drop them.
      if (child) out[key] = normalise({ node: child, value: field });
      else if (node.additionalProperties !== false) out[key] = field;
    }
    return out;
  }
  return value;
}

function matchesType(node: JsonSchemaNode, value: unknown): boolean {
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (Array.isArray(value)) return types.includes("array");
  if (typeof value === "number") return types.includes("number") || types.includes("integer");
  if (typeof value === "object" && value !== null) return types.includes("object");
  return types.includes(typeof value);
}

/**
 * Cuts at the last word boundary that fits, adding nothing: a cut quote stays a word-for-word prefix of
 * its source, so the evidence check still finds it there.
 */
function cutAtWord(text: string, max: number): string {
  const room = text.slice(0, max);
  const space = room.lastIndexOf(" ");
  return (space > max * 0.6 ? room.slice(0, space) : room).trimEnd();
}
