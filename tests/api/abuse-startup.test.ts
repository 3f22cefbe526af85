import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { spawnApp } from "../helpers/app-process.ts";

// The program as `npm start` runs it: local sign-in must not listen beyond this machine unnoticed.
describe("local sign-in on a non-loopback interface", () => {
  it("stops start-up with a message naming LOCAL_SIGNIN_ALLOW_REMOTE", async () => {
    await expect(spawnApp({ env: { HOST: "0.0.0.0", DATA_DIR: "memory://" } })).rejects.toThrow(/HOST=0\.0\.0\.0 .*LOCAL_SIGNIN_ALLOW_REMOTE=true/);
  });

  it("starts when LOCAL_SIGNIN_ALLOW_REMOTE=true, with a warning", async () => {
    const app = await spawnApp({ env: { HOST: "0.0.0.0", LOCAL_SIGNIN_ALLOW_REMOTE: "true", DATA_DIR: "memory://" } });
    try {
      for (let i = 0; i < 100 && !app.output.some((line) => line.includes("sign-in:")); i += 1) await sleep(100);
      expect(app.output.find((line) => line.includes("sign-in:"))).toMatch(/WARNING reachable from other machines on 0\.0\.0\.0/);
    } finally {
      await app.kill();
    }
  });
});
