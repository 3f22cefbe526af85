import { createTransport, type Transporter } from "nodemailer";
import type { MailConfig } from "../../config/index.ts";
import type { Db } from "../../db/client.ts";
import { claimDueMails, markMailAttemptFailed, markMailSent, type DueMail } from "../../db/queries/waitlist.ts";
import type { KeywordTrendsService } from "../../pipeline/services/index.ts";
import { loadOwnedReport } from "../load-report.ts";
import { createPdfRenderer } from "../pdf/pdf-renderer.ts";
import { trendsForPdf } from "../pdf/report-trends.ts";
import { buildReportEmail } from "./report-email.ts";

interface Logger {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/** Emails claimed per round; a round ends before the next starts. */
const BATCH = 10;
/** An attempt still running after this long is taken to have died with its process. */
const LEASE_MS = 5 * 60_000;

/** Each retry waits twice as long as the one before. */
export function retryDelayMs({ attempt, baseMs }: { attempt: number; baseMs: number }): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { responseCode, response } = error as Error & { responseCode?: number; response?: string };
  return responseCode ? `${responseCode} ${response ?? error.message}` : error.message;
}

/**
 * The worker's mail loop: sends each waitlist report email once its validation has finished,
 * through the mail_outbox table. A refusal, a bad address or a mail server that is down is logged
 * and retried with backoff; after MAIL_MAX_ATTEMPTS the entry is marked failed. Nothing lives only
 * in memory, so a restart picks up where it stopped.
 */
export function startMailSender({ db, mail, publicUrl, trends, log, transport }: {
  db: Db;
  mail: MailConfig;
  publicUrl: string;
  trends: KeywordTrendsService | null;
  log: Logger;
  /** Tests pass their own; otherwise one is made from SMTP_URL. */
  transport?: Transporter;
}): { stop: () => Promise<void>; runOnce: () => Promise<void> } {
  const transporter = transport ?? createTransport(mail.smtpUrl);
  // In a single-process deployment this loop shares the web server's event loop, so PDFs render off it.
  const renderer = createPdfRenderer();
  let round: Promise<void> = Promise.resolve();
  let stopped = false;

  async function deliver(due: DueMail): Promise<void> {
    if (due.ideaStatus !== "completed" || !due.ideaId || !due.ownerId) {
      // The validation failed or the idea was deleted: there is no report to send.
      const reason = due.ideaStatus === "failed" ? "the validation failed, so there is no report to send" : "the idea was deleted before its report was sent";
      log.warn({ outboxId: due.outboxId, to: due.toEmail }, `Waitlist report email not sent: ${reason}`);
      await markMailAttemptFailed({ db, mail: due, error: reason, retryInMs: null });
      return;
    }
    try {
      const { report, country } = await loadOwnedReport({ db, userId: due.ownerId, ideaId: due.ideaId });
      const chart = await trendsForPdf({ trends, ideaId: report.ideaId, country, keyword: undefined });
      const pdf = await renderer.render({ report, trends: chart });
      const message = buildReportEmail({ to: due.toEmail, report, pdf, publicUrl });
      await transporter.sendMail({ from: mail.from, ...message });
      await markMailSent({ db, mail: due });
      log.info({ outboxId: due.outboxId, ideaId: due.ideaId }, "Waitlist report emailed");
    } catch (error) {
      const attempt = due.attempts + 1;
      const reason = describeError(error);
      if (attempt >= mail.maxAttempts) {
        log.error({ outboxId: due.outboxId, to: due.toEmail, attempts: attempt, err: error }, `Waitlist report email failed for good after ${attempt} attempts: ${reason}`);
        await markMailAttemptFailed({ db, mail: due, error: reason, retryInMs: null });
        return;
      }
      const retryInMs = retryDelayMs({ attempt, baseMs: mail.retryBaseMs });
      log.warn({ outboxId: due.outboxId, to: due.toEmail, attempt, retryInMs }, `Waitlist report email not delivered, will retry: ${reason}`);
      await markMailAttemptFailed({ db, mail: due, error: reason, retryInMs });
    }
  }

  async function runOnce(): Promise<void> {
    const due = await claimDueMails({ db, limit: BATCH, leaseMs: LEASE_MS });
    for (const item of due) await deliver(item);
  }

  const timer = setInterval(() => {
    if (stopped) return;
    round = round.then(runOnce).catch((error: unknown) => log.error({ err: error }, "Mail outbox round failed"));
  }, mail.pollMs);
  timer.unref();

  return {
    runOnce: () => (round = round.then(runOnce)),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round.catch(() => undefined);
      await renderer.close();
      if (!transport) transporter.close();
    },
  };
}
