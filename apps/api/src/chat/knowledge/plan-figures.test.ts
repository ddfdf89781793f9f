import { DEFAULT_PLANS } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { createOfflineChatModel } from "../model/offline-model.js";
import { loadKnowledgeBase } from "./knowledge-base.js";
import { fillPlanFigures } from "./plan-figures.js";

const REPRICED = DEFAULT_PLANS.map((plan) =>
  plan.id === "starter"
    ? {
        ...plan,
        monthlyPrice: 45,
        annualPrice: 360,
        minutesIncluded: 150,
        overageRatePerMinute: 0.25,
      }
    : plan,
);
const offline = createOfflineChatModel();
const ask = (message: string, plans = DEFAULT_PLANS) =>
  offline.reply({ mode: "marketing", message, history: [], plans });

describe("plan figures in the chat's answers", () => {
  it("fills every figure of a plan from the plans it is given", () => {
    expect(
      fillPlanFigures(
        "{{starter.name}}: {{starter.monthly}}/month, {{starter.annual}}/year, {{starter.minutes}}, {{starter.overage}}; {{unlimited.minutes}}, {{unlimited.overage}}",
        REPRICED,
      ),
    ).toBe("Starter: $45/month, $360/year, 150 minutes, $0.25; unlimited minutes, no overage");
  });

  it("says when a text names a plan that is not on sale", () => {
    expect(fillPlanFigures("{{premium.monthly}}", DEFAULT_PLANS)).toBeUndefined();
    expect(fillPlanFigures("{{starter.colour}}", DEFAULT_PLANS)).toBeUndefined();
  });

  it("writes no plan price into the knowledge base as a number", () => {
    for (const passage of loadKnowledgeBase()) {
      // $50 is the guarantee's refund, not a plan's price.
      const amounts = passage.answer.match(/\$\d[\d.,]*/g) ?? [];
      expect(
        amounts.filter((amount) => amount !== "$50"),
        passage.id,
      ).toEqual([]);
      expect(fillPlanFigures(passage.answer, DEFAULT_PLANS), passage.id).toBeDefined();
    }
  });

  it("quotes the prices of plan_configurations, also after they change", async () => {
    const seeded = await ask("How much is the Starter plan?");
    expect(seeded.text).toContain("**$39/month**");
    expect(seeded.text).toContain("**100 minutes**");
    const repriced = await ask("How much is the Starter plan?", REPRICED);
    expect(repriced.text).toContain("**$45/month**");
    expect(repriced.text).toContain("**$360/year**");
    expect(repriced.text).toContain("**150 minutes**");
    expect(repriced.text).toContain("**$0.25**");
    expect(repriced.text).not.toContain("$39");
  });

  it("lists the plans on sale, however many there are", async () => {
    const twoPlans = REPRICED.filter((plan) => plan.id !== "growth");
    const reply = await ask("Compare the plans", twoPlans);
    expect(reply.text).toContain("- **Starter**: **$45/month** or **$360/year**");
    expect(reply.text).toContain("- **Unlimited**: **$99/month** or **$796/year**");
    expect(reply.text).not.toContain("Growth");
  });

  it("answers with the plans on sale when asked about a retired one", async () => {
    const withoutStarter = DEFAULT_PLANS.filter((plan) => plan.id !== "starter");
    const reply = await ask("How much is the Starter plan?", withoutStarter);
    expect(reply.text).toContain("Ringline's plans today:");
    expect(reply.text).toContain("**Growth**");
    expect(reply.text).not.toContain("Starter");
  });
});
