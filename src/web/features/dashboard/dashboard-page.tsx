import { useQuery } from "@tanstack/react-query";
import { Library, Plus, Rocket, Search, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { describeError } from "../../lib/error-message.ts";
import { OverviewMetrics } from "./overview-metrics.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { ActivityTrendCard, ScoreTrendCard } from "./trend-cards.tsx";
import { dashboardQueryOptions } from "./api.ts";

function QuickAction({ href, icon: Icon, label, hint }: { href: string; icon: LucideIcon; label: string; hint: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </Link>
  );
}

/** Dashboard, every figure from the founder's own ideas and events (GET /api/dashboard). */
export function DashboardPage() {
  const { data, error, isPending } = useQuery(dashboardQueryOptions());
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Welcome back! Here&rsquo;s what&rsquo;s happening with your ideas.</p>
        </div>
        <Button asChild>
          <Link href="/input"><Plus aria-hidden="true" />New Idea</Link>
        </Button>
      </div>

      <Card className="border-primary/30 bg-primary/5">
        <CardContent className="flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary sm:flex">
              <Rocket className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-lg font-semibold">Validate your next startup idea</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Get AI-powered market research and actionable insights for your startup ideas in minutes
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild><Link href="/input">Start Validating</Link></Button>
            <Button asChild variant="outline"><Link href="/library">View Library</Link></Button>
          </div>
        </CardContent>
      </Card>

      {isPending ? <LoadingState text="Loading dashboard..." /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          Failed to load the dashboard: {describeError(error, "Please try again.")}
        </p>
      ) : null}

      {data ? (
        <>
          <OverviewMetrics overview={data.overview} />
          {/* grid-cols-1 lets columns shrink below their content, so long titles truncate on a phone. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentActivity activity={data.recentActivity} tokens={data.tokenActivity} />
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Quick Actions</CardTitle>
                <CardDescription>Jump straight to what you need</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                <QuickAction href="/input" icon={Plus} label="New Idea" hint="Submit an idea for validation" />
                <QuickAction href="/library" icon={Search} label="Search" hint="Find an idea in your library" />
                <QuickAction href="/reports" icon={Library} label="Reports" hint="Compare your finished reports" />
              </CardContent>
            </Card>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ActivityTrendCard weeks={data.trends} />
            <ScoreTrendCard weeks={data.trends} />
          </div>
        </>
      ) : null}
    </div>
  );
}
