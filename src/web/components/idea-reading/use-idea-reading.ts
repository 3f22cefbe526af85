import { keepPreviousData, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { READING_FIELDS, type IdeaCorrections, type ReadingField } from "../../../shared/contracts/idea-corrections.ts";
import type { IdeaReading } from "../../../shared/contracts/idea-reading.ts";
import type { PriceCurrency } from "../../../shared/contracts/price.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

/** How long the description must hold still before it is read again. */
export const READING_DELAY_MS = 400;

function readValue(reading: IdeaReading | undefined, field: ReadingField): string {
  if (!reading) return "";
  return field === "currency" ? reading.currency : reading[field] ?? "";
}

/** How a screen asks the server for the reading of a text (New Idea's signed-in route, the landing dialog's public one). */
export type IdeaReadingQuery<Key extends readonly unknown[]> = (text: string) => UseQueryOptions<IdeaReading, Error, IdeaReading, Key>;

/**
 * "Here is how we read your idea" beside the description: the server's reading (in code, at once)
 * follows the text as it changes, and what the founder changes of it is kept as theirs. Only fields
 * that differ from the reading are sent, exactly as typed (the spaces around them aside).
 */
export function useIdeaReading<Key extends readonly unknown[]>({ description, readingQuery }: { description: string; readingQuery: IdeaReadingQuery<Key> }) {
  const text = useDebouncedValue(description.trim(), READING_DELAY_MS);
  const enabled = text.length > 0;
  const query = useQuery({ ...readingQuery(text), enabled, placeholderData: keepPreviousData });
  const reading = enabled ? query.data : undefined;
  const [edits, setEdits] = useState<Partial<Record<ReadingField, string>>>({});

  const corrections = useMemo<IdeaCorrections>(() => {
    const changed: IdeaCorrections = {};
    for (const field of READING_FIELDS) {
      const value = edits[field]?.trim();
      if (!value || value === readValue(reading, field)) continue;
      if (field === "currency") changed.currency = value as PriceCurrency;
      else changed[field] = value;
    }
    return changed;
  }, [edits, reading]);

  return {
    reading,
    /** "reading" until the first answer for a text arrives; "failed" when the server could not read it. */
    status: !enabled ? "idle" as const : query.isError ? "failed" as const : reading ? "ready" as const : "reading" as const,
    valueOf: (field: ReadingField) => edits[field] ?? readValue(reading, field),
    edit: (field: ReadingField, value: string) => setEdits((current) => ({ ...current, [field]: value })),
    /** On leaving a field emptied, our reading comes back in view rather than being dropped unseen. */
    settle: (field: ReadingField) => setEdits((current) => {
      if (current[field] === undefined || current[field].trim() !== "") return current;
      const { [field]: _emptied, ...rest } = current;
      return rest;
    }),
    changed: (field: ReadingField) => corrections[field] !== undefined,
    reset: () => setEdits({}),
    corrections: Object.keys(corrections).length > 0 ? corrections : undefined,
  };
}

export type IdeaReadingState = ReturnType<typeof useIdeaReading<readonly unknown[]>>;
