import { execFile } from "node:child_process";
import { join } from "node:path";

const CLI = join(import.meta.dirname, "..", "..", "src", "remote", "cli", "main.ts");

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the `greenlight` command as a script would, against GREENLIGHT_URL with GREENLIGHT_TOKEN. */
export function runGreenlight({ args, url, token }: { args: string[]; url: string; token?: string }): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", GREENLIGHT_URL: url, ...(token ? { GREENLIGHT_TOKEN: token } : {}) },
      timeout: 120_000,
    }, (error, stdout, stderr) => {
      const code = error && typeof error.code === "number" ? error.code : error ? -1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
