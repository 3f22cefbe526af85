import { profileWithModel } from "../analysts/model-analyst/profile.ts";
import { profileFromText } from "../analysts/text-analyst/profile.ts";
import { ideaProfileSchema, type StageDefinition } from "../contracts/checkpoints.ts";

export const planningProfileStage: StageDefinition<"planning-profile"> = {
  name: "planning-profile",
  output: ideaProfileSchema,
  async run(ctx) {
    ctx.signal.throwIfAborted();
    const fromText = profileFromText(ctx.input.idea);
    return ctx.llm ? profileWithModel({ ctx, llm: ctx.llm, fromText }) : fromText;
  },
};
