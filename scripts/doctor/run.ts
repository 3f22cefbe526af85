import type { Config } from "../../src/config/index.ts";
import { checkDatabase, checkModel, checkOutbound, checkSignIn, type CheckRow } from "./checks.ts";

/** Every check, the independent ones at once; rows in a fixed order (database, sign-in, model, sources, trends). */
export async function runDoctor(config: Config, { fetchImpl = fetch }: { fetchImpl?: typeof fetch } = {}): Promise<CheckRow[]> {
  const [database, signIn, model, outbound] = await Promise.all([checkDatabase(config), checkSignIn(config, fetchImpl), checkModel(config), checkOutbound(config)]);
  return [database, signIn, ...model, ...outbound];
}
