import { z } from "zod";

// Value parsers every configuration section shares. An empty variable never reaches them:
// index.ts drops empty values first, so `NODE_ENV=` (as docker-compose and .env files write an
// unset value) reads as unset and takes the default.

export const optionalText = z.string().trim().optional();

export const booleanText = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const intSetting = ({ min, max, fallback }: { min: number; max: number; fallback: number }) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** A comma-separated list, trimmed, empty entries dropped. */
export const listText = optionalText.transform((value) => (value ? value.split(",").map((item) => item.trim()).filter(Boolean) : undefined));
