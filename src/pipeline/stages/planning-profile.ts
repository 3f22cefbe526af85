import { profileWithModel } from "../model-engine/profile.ts";
import { profileFromText } from "../offline-analyst/profile.ts";
import { ideaProfileSchema, type StageDefinition } from "./contracts.ts";

export const planningProfileStage: StageDefinition<"planning-profile"> = {
  name: "planning-profile",
  output: ideaProfileSchema,
  async run(ctx) {
    ctx.signal.throwIfAborted();
    const fromText = profileFromText(ctx.input.idea);
    return ctx.llm ? profileWithModel({ ctx, llm: ctx.llm, fromText }) : fromText;
  },
};
