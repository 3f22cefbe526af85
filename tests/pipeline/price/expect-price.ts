import { expect } from "vitest";
import type { PriceReading, StatedPrice, TakeRate } from "../../../src/shared/contracts/price.ts";
import { readPrice } from "../../../src/pipeline/text/price/read-price.ts";

/** The components a phrasing must read as; a price lists only the fields the phrasing decides. */
export interface Expected {
  prices?: Partial<Omit<StatedPrice, "words">>[];
  main?: number | null;
  takeRate?: Partial<Omit<TakeRate, "words">> | null;
  freeTier?: boolean;
  ads?: boolean;
  billing?: PriceReading["billing"];
}

/** Asserts the reading of `text`; prices must match in number and order, so nothing extra is read. */
export function expectReading(text: string, expected: Expected): void {
  const reading = readPrice(text);
  const prices = expected.prices ?? [];
  expect(reading.prices.map(({ words: _words, ...price }) => price), text).toEqual(prices.map((price) => expect.objectContaining(price)));
  expect(reading.main, text).toBe(expected.main ?? (prices.length > 0 ? 0 : null));
  if (expected.takeRate === null) expect(reading.takeRate, text).toBeNull();
  else if (expected.takeRate) expect(reading.takeRate, text).toMatchObject(expected.takeRate);
  else expect(reading.takeRate, text).toBeNull();
  expect(reading.freeTier, text).toBe(expected.freeTier ?? false);
  expect(reading.ads, text).toBe(expected.ads ?? false);
  if (expected.billing !== undefined) expect(reading.billing, text).toBe(expected.billing);
}

export const person = (noun: string) => ({ noun, kind: "person" as const });
export const account = (noun: string) => ({ noun, kind: "account" as const });
export const use = (noun: string) => ({ noun, kind: "use" as const });
export const pack = (noun: string) => ({ noun, kind: "pack" as const });
