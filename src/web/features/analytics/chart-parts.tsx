import type { ReactNode } from "react";
import type { Tone } from "../../../shared/display/tone.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/** Chart fills per display tone (the score and recommendation colours). */
export const TONE_FILL: Record<Tone, string> = {
  green: "#22c55e", blue: "#3b82f6", yellow: "#eab308", orange: "#f97316", red: "#ef4444", grey: "#9ca3af",
};

/** A chart in a card; `summary` describes the figure in words for people who cannot see it. */
export function ChartCard({ title, description, summary, empty, children }: {
  title: string; description: string; summary: string; empty?: string | null; children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="flex h-56 items-center justify-center text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <figure role="img" aria-label={summary} className="h-56 w-full">{children}</figure>
        )}
      </CardContent>
    </Card>
  );
}

/** "3 discussion, 1 video" — the non-zero counts, largest first. */
export function describeCounts(rows: ReadonlyArray<{ label: string; count: number }>): string {
  return rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count).map((row) => `${row.count} ${row.label}`).join(", ");
}
