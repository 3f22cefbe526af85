import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";

const ROOT = join(import.meta.dirname, "..", "..");

export interface AppProcess {
  child: ChildProcess;
  /** The URL it serves on, when its role includes web. */
  url: string | null;
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `node src/main.ts` as its own process, as `npm start` would, and resolves once it says it
 * is up (its roles' start-up line). Output is kept for failure messages.
 */
export async function spawnApp({ env, role = "all", timeoutMs = 60_000 }: { env: Record<string, string>; role?: "all" | "web" | "worker"; timeoutMs?: number }): Promise<AppProcess> {
  const child = spawn(process.execPath, [join(ROOT, "src", "main.ts"), "--role", role], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = await new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start in ${timeoutMs} ms:\n${output.join("\n")}`)), timeoutMs);
    lines.on("line", (line) => {
      output.push(line);
      const running = /running at (http:\/\/\S+)/.exec(line);
      if (running) { clearTimeout(timer); resolve(running[1] ?? null); }
      if (role === "worker" && line.includes("role:")) { clearTimeout(timer); resolve(null); }
    });
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`app exited with ${code} before starting:\n${output.join("\n")}`)); });
  });

  return {
    child, url, output,
    kill: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
