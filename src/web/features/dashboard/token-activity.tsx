import { Link } from "wouter";
import { TOKEN_ACTIVITY_DAYS } from "../../../shared/contracts/dashboard.ts";
import type { TokenActivity } from "../../../shared/contracts/dashboard.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { formatActivityTime } from "./activity-display.ts";

/**
 * What the founder's API tokens did lately (an agent, the greenlight command, a script acting as
 * them). Not an idea's event, so it stands under the idea filters, whichever is picked. A server
 * from before tokens were counted here sends none.
 */
export function TokenActivityList({ tokens }: { tokens: TokenActivity[] | undefined }) {
  if (!tokens?.length) return null;
  return (
    <section aria-label="API token use" className="mt-2 border-t pt-3 text-sm">
      <p className="font-medium">
        API token use, last {plural(TOKEN_ACTIVITY_DAYS, "day")}{" "}
        <Link href="/settings" className="font-normal text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">Manage tokens</Link>
      </p>
      <ul className="mt-1 flex flex-col gap-1 text-muted-foreground">
        {tokens.map((token) => (
          <li key={`${token.tokenName} ${token.lastUsedAt}`} className="flex justify-between gap-3">
            <span className="min-w-0 truncate"><span className="text-foreground">{token.tokenName}</span> made {plural(token.requestCount, "request")}</span>
            <time dateTime={token.lastUsedAt} className="shrink-0 text-xs">{formatActivityTime({ date: token.lastUsedAt })}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
