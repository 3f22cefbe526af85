import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useEffect, useState } from "react";
import { BREAKPOINTS, getBreakpoint, isMobileWidth } from "../../../shared/display/breakpoints.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { formatTimeRemaining, getStageLabel } from "../../../shared/display/stage-label.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { cn } from "../../lib/cn.ts";
import { toneFillClasses } from "../../lib/tone-classes.ts";

function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return size;
}

/** /debug: a responsive test, the breakpoint list and sample components. */
export function DebugPage() {
  const { width, height } = useWindowSize();
  const current = getBreakpoint(width);
  const DeviceIcon = isMobileWidth(width) ? Smartphone : width < 1024 ? Tablet : Monitor;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Responsive test</CardTitle>
          <CardDescription>Resize the window to see the breakpoint and layout change.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3" role="status">
            <DeviceIcon className="size-8 text-primary" aria-hidden="true" />
            <div>
              <p className="text-lg font-semibold">
                {width} × {height} px · <span data-testid="current-breakpoint">{current}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {isMobileWidth(width) ? "Mobile layout: header and menu" : "Desktop layout: sidebar"}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {[1, 2, 3, 4, 5, 6].map((cell) => (
              <div key={cell} className="rounded-md bg-accent p-3 text-center text-sm text-accent-foreground">
                Cell {cell}
              </div>
            ))}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Breakpoints</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 font-medium">Name</th>
                <th scope="col" className="py-2 font-medium">Width</th>
              </tr>
            </thead>
            <tbody>
              {BREAKPOINTS.map((breakpoint) => (
                <tr
                  key={breakpoint.name}
                  aria-current={breakpoint.name === current ? "true" : undefined}
                  className={cn("border-t", breakpoint.name === current && "bg-accent font-semibold text-accent-foreground")}
                >
                  <td className="px-1 py-2">{breakpoint.name}</td>
                  <td className="py-2">
                    {breakpoint.max === null ? `${breakpoint.min} px and up` : `${breakpoint.min}–${breakpoint.max} px`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sample components</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            <Button>Default</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="destructive">Destructive</Button>
            <Button variant="link">Link</Button>
          </div>
          <div className="flex flex-wrap gap-2">
            {(["green", "blue", "yellow", "orange", "red", "grey"] as const).map((tone) => (
              <Badge key={tone} tone={tone}>{tone}</Badge>
            ))}
          </div>
          <div className="flex flex-col gap-2">
            {[9, 7, 5, 2].map((score) => (
              <div key={score} className="flex items-center gap-3 text-sm">
                <span className="w-12">{score}/10</span>
                <ProgressBar value={score * 10} label={`Sample score ${score}`} fillClassName={toneFillClasses[getScoreTone(score)]} />
              </div>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">
            {getStageLabel("research")} {formatTimeRemaining(95)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => toast({ title: "Sample toast", description: "Toasts stay 5 seconds." })}>
              Show a toast
            </Button>
            <Button
              variant="outline"
              onClick={() => toast({ title: "Sample error", description: "Something went wrong.", variant: "destructive" })}
            >
              Show an error toast
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
