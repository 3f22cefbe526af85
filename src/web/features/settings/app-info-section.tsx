import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { appInfoQueryOptions } from "./api.ts";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** Application Information, with the running release's real version (GET /api/app-info). */
export function AppInfoSection() {
  const { data } = useQuery(appInfoQueryOptions());
  const updated = data?.lastUpdated ? monthYear.format(new Date(data.lastUpdated)) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Application Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Version</dt>
          <dd data-testid="app-version">{data?.version ?? "…"}</dd>
          <dt className="text-muted-foreground">Last updated</dt>
          <dd>{updated ?? "…"}</dd>
        </dl>
        <div className="mt-4 flex gap-4 text-sm">
          <Link href="/terms" className="text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">Terms</Link>
          <Link href="/privacy" className="text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">Privacy</Link>
        </div>
      </CardContent>
    </Card>
  );
}
