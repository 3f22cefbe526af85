import { jsonSchema, type Schema } from "ai";
import { z } from "zod";

type JsonSchemaNode = {
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  additionalProperties?: boolean | JsonSchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/**
 * The schema the model is asked to answer, and a validator that holds the answer to it in code.
 * Providers drop or refuse array lengths, string lengths and number ranges (Gemini's dialect has none
 * of them, Anthropic moves them into descriptions, OpenAI's strict mode accepts only a subset), so
 * they are sent as words in each field's description (one schema every provider takes) and an answer
 * that is the right shape but out of bounds is normalised rather than failed. Longer lists keep their first items, long strings are cut at a word, numbers are clamped; a list
 * shorter than asked is kept as it is: the stages work with fewer (planning fills a dimension left
 * empty from its drafted queries). Anything else that does not match (a missing field, a wrong type,
 * an unknown enum value) still fails, and only that earns a repair round.
 */
export function tolerantOutputSchema<T>({ schema }: { schema: z.ZodType<T> }): Schema<T> {
  const shape = z.toJSONSchema(schema, { target: "draft-7", io: "output" }) as JsonSchemaNode;
  return jsonSchema<T>(boundsAsWords(shape) as Parameters<typeof jsonSchema>[0], {
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
      // Only the schema's own keys: a model's "constructor" or "__proto__" is no field of it.
      const child = Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
      // Keys the schema does not name are dropped, as the schema's own parse would drop them.
      if (child) out[key] = normalise({ node: child, value: field });
      else if (node.additionalProperties !== false && key !== "__proto__") out[key] = field;
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

const BOUND_KEYWORDS = ["minItems", "maxItems", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum"] as const;

/** The schema with every bound keyword moved into its node's description ("3 to 8 items", "at most 80 characters"). */
function boundsAsWords(node: JsonSchemaNode): JsonSchemaNode {
  const out: JsonSchemaNode = { ...node };
  const words = [
    rangeWords({ min: node.minItems, max: node.maxItems, unit: "items" }),
    rangeWords({ min: node.minLength, max: node.maxLength, unit: "characters" }),
    rangeWords({ min: node.minimum, max: node.maximum, unit: "" }),
    node.exclusiveMinimum !== undefined ? `more than ${node.exclusiveMinimum}` : null,
  ].filter((w): w is string => Boolean(w));
  for (const keyword of BOUND_KEYWORDS) delete out[keyword];
  if (words.length) out.description = [node.description, `${words.join("; ")}.`].filter(Boolean).join(" ");
  if (node.properties) out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, boundsAsWords(v)]));
  if (node.items) out.items = boundsAsWords(node.items);
  if (node.anyOf) out.anyOf = node.anyOf.map(boundsAsWords);
  return out;
}

function rangeWords({ min, max, unit }: { min: number | undefined; max: number | undefined; unit: string }): string | null {
  const of = unit ? ` ${unit}` : "";
  if (min !== undefined && max !== undefined) return `${min} to ${max}${of}`;
  if (max !== undefined) return `at most ${max}${of}`;
  if (min !== undefined) return `at least ${min}${of}`;
  return null;
}
