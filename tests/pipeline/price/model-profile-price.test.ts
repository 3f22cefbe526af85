import { describe, expect, it } from "vitest";
import { answerFor } from "../../fakes/fake-llm-answers.ts";
import { scriptedClient } from "../helpers/scripted-model.ts";
import { fixedConnector, SAMPLE_SOURCES } from "../helpers/sample-sources.ts";
import { INVOICE_IDEA, runStages } from "../helpers/run-stages.ts";

const WEEKLY = { ...INVOICE_IDEA, description: "Freelance designers waste hours chasing late invoices. A tool that sends polite payment reminders for them. We'd charge $35 a week." };

/** A model that reads the founder's weekly price as a monthly one, with no words behind it. */
function monthlyModel() {
  const said = { month: false };
  const client = scriptedClient({
    respond: (call) => {
      const honest = answerFor({ system: call.system, prompt: call.messages[0]!.text });
      if (!honest || call.task !== "planning-profile") return honest ?? undefined;
      const answer = JSON.parse(honest) as { price: { prices: { period: string; amount: number }[] } };
      answer.price.prices = [{ ...answer.price.prices[0]!, amount: 35, period: "month" }];
      said.month = true;
      return JSON.stringify(answer);
    },
  });
  return { ...client, said };
}

describe("a model's reading of the founder's price", () => {
  it("cannot turn 'a week' into 'a month': the profile, the report's price and its assumption keep the week", async () => {
    const { llm, said } = monthlyModel();
    const sources = [fixedConnector({ name: "hackernews", sources: SAMPLE_SOURCES.filter((s) => s.connector === "hackernews") })];
    const outputs = await runStages({ llm, sources, idea: WEEKLY });
    expect(said.month).toBe(true);
    expect(outputs["planning-profile"]?.price?.prices).toEqual([expect.objectContaining({ amount: 35, period: "week", currency: "USD" })]);
    const report = outputs.synthesis!;
    expect(report.revenuePotential.pricingStrategy.stated?.prices[0]).toMatchObject({ amount: 35, period: "week" });
    const pay = report.riskiestAssumptions?.find((a) => a.kind === "willingness-to-pay");
    expect(pay?.statement).toContain("$35 a week");
    expect(JSON.stringify(report.riskiestAssumptions)).not.toContain("$35 a month");
  });
});
