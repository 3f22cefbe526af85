import { AlertCircle, LogOut } from "lucide-react";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { LOGOUT_STAGES, type LogoutState } from "./logout-flow.ts";

/** On screen: the stage's text over its progress, or the failure and the pending redirect. */
export function LogoutScreen({ state }: { state: LogoutState }) {
  const stage = LOGOUT_STAGES[state.stage];
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <section
        aria-labelledby="logout-title"
        className="flex w-full max-w-sm flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center text-card-foreground shadow-sm"
      >
        {state.error ? (
          <>
            <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
            <div role="alert" className="flex flex-col gap-1">
              <h1 id="logout-title" className="text-lg font-semibold">{state.error}</h1>
              <p className="text-sm text-muted-foreground">Signing you out in a few seconds.</p>
            </div>
          </>
        ) : (
          <>
            <LogOut className="size-10 text-primary" aria-hidden="true" />
            <div role="status" className="flex flex-col gap-1">
              <h1 id="logout-title" className="text-lg font-semibold">{stage.title}</h1>
              <p className="text-sm text-muted-foreground">{stage.detail}</p>
            </div>
            <ProgressBar value={stage.progress} label="Sign-out progress" className="mt-2" />
          </>
        )}
      </section>
    </main>
  );
}
