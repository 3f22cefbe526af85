import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox, waitlist } from "../../src/db/schema.ts";
import { startMailSender } from "../../src/server/mail/mail-sender.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { createTestDatabase } from "../helpers/test-database.ts";
import { freePort } from "../helpers/free-port.ts";

// The waitlist's promise, end to end against a real SMTP server in this process: the idea is
// validated, the report email arrives with its PDF, refusals are retried then marked failed, and
// an email that could not go out survives a restart.

interface Received { from: string; to: string[]; raw: string }

async function startSmtp({ port = 0, refuseRecipients = false }: { port?: number; refuseRecipients?: boolean } = {}) {
  const received: Received[] = [];
  let recipientAttempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientAttempts += 1;
      if (refuseRecipients) {
        const error = Object.assign(new Error("Mailbox unavailable: no such user here"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    recipientAttempts: () => recipientAttempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A validation and a PDF render per test: on a busy machine that takes far longer than usual, so the
// waits are generous; they end as soon as what they wait for is there.
const MAIL_TEST_MS = 150_000;

async function waitFor<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const noLog = { info: () => {}, warn: () => {}, error: () => {} };
const IDEA = "A scheduling app for independent dog walkers who juggle twenty clients and lose bookings to text threads.";

async function submit(testApp: TestApp, email: string) {
  const response = await testApp.app.inject({ method: "POST", url: "/api/validations/waitlist", payload: { email, ideaText: IDEA } });
  expect(response.statusCode).toBe(200);
  return response.json<{ ok: true; message: string }>();
}

async function entryFor(testApp: TestApp, email: string) {
  const [row] = await testApp.database.db.select().from(waitlist).where(eq(waitlist.email, email));
  return row ?? null;
}

function senderFor(testApp: TestApp) {
  if (!testApp.config.mail) throw new Error("SMTP_URL must be set for this test");
  return startMailSender({ db: testApp.database.db, mail: testApp.config.mail, publicUrl: testApp.config.publicUrl, trends: null, log: noLog });
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe("waitlist report email", () => {
  it("validates the idea for the email's owner and emails the verdict, scores, link and PDF", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const testApp = await createTestApp({ withWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Greenlight <reports@greenlight.test>" } });
    cleanups.push(testApp.close);

    const answer = await submit(testApp, "Visitor@Example.org");
    expect(answer.message).toContain("Your report will be sent to your inbox in minutes");

    const entry = await waitFor(() => entryFor(testApp, "visitor@example.org"), "the waitlist entry");
    expect(entry.mailStatus).toBe("pending");
    const sender = senderFor(testApp);
    cleanups.push(sender.stop);
    await waitFor(async () => {
      await sender.runOnce();
      return smtp.received.length > 0;
    }, "the report email");

    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["visitor@example.org"]);
    expect(mail?.from).toBe("reports@greenlight.test");
    // Undo quoted-printable's soft line breaks and escaped "=", so the text reads as sent.
    const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "").replaceAll("=3D", "=");
    expect(raw).toMatch(/Verdict: (Strong Go|Go|Proceed with Caution|No Go)/);
    // The Subject carries only our words: the sender's idea text stays out of it.
    const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
    expect(subject).toMatch(/^Your Greenlight report is ready: (Strong Go|Go|Proceed with Caution|No Go)$/);
    expect(subject.toLowerCase()).not.toContain("dog walkers");
    for (const name of ["Opportunity", "Problem", "Feasibility", "Timing"]) expect(raw).toMatch(new RegExp(`${name}: \\d+(\\.\\d)?/10`));
    expect(raw).toContain(`/api/login?returnTo=${encodeURIComponent(`/report/${entry.ideaId}`)}`);
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
    // "%PDF-" in base64: the attachment is a real PDF, not an empty part.
    expect(raw).toContain("JVBERi0");
    expect((await entryFor(testApp, "visitor@example.org"))?.mailStatus).toBe("sent");

    // Whoever signs in with that email finds the idea in their library.
    const cookie = await testApp.signIn("visitor@example.org");
    const ideas = await testApp.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } });
    expect(ideas.json<Array<{ id: string }>>().map((idea) => idea.id)).toContain(entry.ideaId);
  }, MAIL_TEST_MS);

  it("retries a refused delivery with backoff, then marks the entry failed with the server's reason", async () => {
    const smtp = await startSmtp({ refuseRecipients: true });
    cleanups.push(smtp.close);
    const testApp = await createTestApp({
      withWorker: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_MAX_ATTEMPTS: "3", MAIL_RETRY_SECONDS: "1" },
    });
    cleanups.push(testApp.close);
    await submit(testApp, "nobody@example.org");
    const sender = senderFor(testApp);
    cleanups.push(sender.stop);

    const failed = await waitFor(async () => {
      await sender.runOnce();
      const entry = await entryFor(testApp, "nobody@example.org");
      return entry?.mailStatus === "failed" ? entry : null;
    }, "the entry to be marked failed");
    expect(smtp.recipientAttempts()).toBe(3);
    expect(failed.mailError).toContain("550");
    const [outbox] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.waitlistId, failed.id));
    expect(outbox).toMatchObject({ status: "failed", attempts: 3 });
    // The report itself is not lost: it is in the library of whoever signs in with that email.
    const cookie = await testApp.signIn("nobody@example.org");
    const report = await testApp.app.inject({ method: "GET", url: `/api/ideas/${failed.ideaId}/report`, headers: { cookie } });
    expect(report.statusCode).toBe(200);
  }, MAIL_TEST_MS);

  it("keeps an email the mail server was down for across a restart, and sends it once the server is back", async () => {
    const port = await freePort();
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: "1" };

    const first = await createTestApp({ withWorker: true, database, env });
    await submit(first, "later@example.org");
    const sender = senderFor(first);
    await waitFor(async () => {
      await sender.runOnce();
      const [outbox] = await database.db.select().from(mailOutbox);
      return outbox && outbox.attempts > 0 ? outbox : null;
    }, "a failed first attempt");
    await sender.stop();
    await first.close();

    const smtp = await startSmtp({ port });
    cleanups.push(smtp.close);
    const second = await createTestApp({ withWorker: true, database, env });
    cleanups.push(second.close);
    const restarted = senderFor(second);
    cleanups.push(restarted.stop);
    await waitFor(async () => {
      await restarted.runOnce();
      return smtp.received.length > 0;
    }, "the email after the restart");
    expect(smtp.received[0]?.to).toEqual(["later@example.org"]);
    expect((await entryFor(second, "later@example.org"))?.mailStatus).toBe("sent");
  }, MAIL_TEST_MS);

  it("without SMTP the answer says the report waits in the library, and no email is queued", async () => {
    const testApp = await createTestApp({ withWorker: false });
    cleanups.push(testApp.close);
    const answer = await submit(testApp, "quiet@example.org");
    expect(answer.message).toContain("waiting in your library");
    expect(answer.message).not.toContain("inbox");
    expect((await entryFor(testApp, "quiet@example.org"))?.mailStatus).toBe("not-configured");
    expect(await testApp.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
