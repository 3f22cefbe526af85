import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tolerantOutputSchema } from "../../../src/pipeline/llm/tolerant-output.ts";

const schema = z.object({
  title: z.string().min(1).max(20),
  keywords: z.array(z.string().min(1).max(60)).min(3).max(4),
  score: z.number().min(0).max(10),
  note: z.string().max(10).nullable(),
  stance: z.enum(["supports", "challenges"]),
});

const check = async (value: unknown) => tolerantOutputSchema({ schema }).validate!(value);

describe("answers held to the schema in code", () => {
  it("sends the bounds as words in each field's description, a schema every provider's strict mode takes", async () => {
    const sent = JSON.stringify(await tolerantOutputSchema({ schema }).jsonSchema);
    expect(sent).not.toMatch(/"(minItems|maxItems|minLength|maxLength|minimum|maximum|exclusiveMinimum)"/);
    const { properties } = JSON.parse(sent) as { properties: Record<string, { description?: string; items?: { description?: string }; anyOf?: { description?: string }[] }> };
    expect(properties.keywords!.description).toBe("3 to 4 items.");
    expect(properties.keywords!.items!.description).toBe("1 to 60 characters.");
    expect(properties.score!.description).toBe("0 to 10.");
    expect(properties.note!.anyOf![0]!.description).toBe("at most 10 characters.");
  });

  it("keeps the first items of a long list, cuts a long string at a word, clamps numbers and drops unknown keys", async () => {
    const result = await check({
      title: "Invoice reminders for freelance designers", keywords: ["a", "b", "c", "d", "e", "f"], score: 14, note: "  short  ", stance: "supports", extra: 1,
    });
    expect(result).toEqual({ success: true, value: { title: "Invoice reminders", keywords: ["a", "b", "c", "d"], score: 10, note: "short", stance: "supports" } });
    expect((await check({ title: "x", keywords: ["a", "b", "c"], score: -3, note: null, stance: "challenges" }))).toMatchObject({ value: { score: 0, note: null } });
  });

  it("reads only the schema's own keys: an answer's \"__proto__\" lends no field, its \"constructor\" is dropped", async () => {
    const answer = JSON.parse('{"__proto__": {"title": "from the prototype"}, "constructor": "x", "keywords": ["a", "b", "c"], "score": 5, "note": null, "stance": "supports"}') as unknown;
    expect(await check(answer)).toMatchObject({ success: false });
    const named = JSON.parse('{"title": "x", "constructor": "y", "keywords": ["a", "b", "c"], "score": 5, "note": null, "stance": "supports"}') as unknown;
    expect(await check(named)).toEqual({ success: true, value: { title: "x", keywords: ["a", "b", "c"], score: 5, note: null, stance: "supports" } });
  });

  it("keeps a list shorter than asked: the stages work with fewer", async () => {
    expect(await check({ title: "x", keywords: ["only one"], score: 5, note: null, stance: "supports" })).toMatchObject({ success: true, value: { keywords: ["only one"] } });
  });

  it("still fails an answer of the wrong shape, which earns a repair round", async () => {
    expect(await check({ title: "x", keywords: ["a", "b", "c"], score: 5, note: null, stance: "maybe" })).toMatchObject({ success: false });
    expect(await check({ title: "x", keywords: ["a", "b", "c"], score: "high", note: null, stance: "supports" })).toMatchObject({ success: false });
    expect(await check({ keywords: ["a", "b", "c"], score: 5, note: null, stance: "supports" })).toMatchObject({ success: false });
    expect(await check({ title: "", keywords: ["a", "b", "c"], score: 5, note: null, stance: "supports" })).toMatchObject({ success: false });
  });
});
