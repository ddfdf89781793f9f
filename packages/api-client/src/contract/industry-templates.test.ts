import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { fillFromTemplate, INDUSTRY_TEMPLATES, TEMPLATE_FIELDS } from "./industry-templates.js";
import { AI_GOALS, BUSINESS_TYPES, SMS_TRIGGERS } from "./receptionist-options.js";
import { PERSONA_SETTINGS_SHAPE } from "./receptionist-settings.js";

const empty = {
  businessType: "real_estate",
  businessName: "Maple Realty",
  aiName: "",
  aiVoice: "",
  aiTonePersonality: "",
  aiGoals: [] as string[],
  greetingMessage: "",
  leadQualificationQuestions: [] as string[],
  appointmentTypes: [] as Array<{ name: string; minutes: number }>,
  commonQuestions: [] as Array<{ question: string; answer: string }>,
  smsTrigger: null as string | null,
  smsMessageContent: "",
};

describe("industry templates", () => {
  it("has a template for every business type, each valid under the settings contract", () => {
    const ZPersona = z.object(PERSONA_SETTINGS_SHAPE);
    for (const type of BUSINESS_TYPES) {
      const { draft } = fillFromTemplate({ ...empty, businessType: type.id });
      const persona = ZPersona.safeParse({
        customGoal: "",
        escalationProcedures: "",
        emergencyContact: "",
        specialInstructions: "",
        customSmsTrigger: "",
        ...draft,
      });
      expect(persona.error?.issues ?? [], type.id).toEqual([]);
      expect(
        INDUSTRY_TEMPLATES[type.id].aiGoals.every((g) => AI_GOALS.some((a) => a.id === g)),
      ).toBe(true);
      expect(SMS_TRIGGERS.some((t) => t.id === INDUSTRY_TEMPLATES[type.id].smsTrigger)).toBe(true);
    }
  });

  it("fills every empty field of a real-estate draft and names the business in the greeting", () => {
    const { draft, filled } = fillFromTemplate(empty);
    expect(filled).toEqual([...TEMPLATE_FIELDS]);
    expect(draft.greetingMessage).toBe(
      "Thanks for calling Maple Realty. Are you looking to buy, sell, or ask about one of our listings?",
    );
    expect(draft.appointmentTypes[0]).toEqual({ name: "Showing", minutes: 30 });
    expect(draft.smsTrigger).toBe("new_lead");
    // A receptionist the owner may keep as it is: name, voice and tone too.
    expect(draft).toMatchObject({
      aiName: "Riley",
      aiVoice: "sarah",
      aiTonePersonality: "Friendly and professional",
    });
  });

  it("never overwrites what the owner typed", () => {
    const typed = {
      ...empty,
      aiName: "Mia",
      greetingMessage: "Hi, Maple here.",
      leadQualificationQuestions: ["Own or rent?"],
      smsTrigger: "every_call",
    };
    const { draft, filled } = fillFromTemplate(typed);
    expect(draft.greetingMessage).toBe("Hi, Maple here.");
    expect(draft.aiName).toBe("Mia");
    expect(draft.leadQualificationQuestions).toEqual(["Own or rent?"]);
    expect(draft.smsTrigger).toBe("every_call");
    expect(filled).not.toContain("greetingMessage");
    expect(filled).not.toContain("leadQualificationQuestions");
    expect(filled).toContain("appointmentTypes");
  });

  it("fills nothing without a business type, and does not share the template's lists", () => {
    expect(fillFromTemplate({ ...empty, businessType: "" }).filled).toEqual([]);
    const { draft } = fillFromTemplate({ ...empty, businessType: "dental" });
    draft.appointmentTypes.push({ name: "Extra", minutes: 10 });
    expect(INDUSTRY_TEMPLATES.dental.appointmentTypes).toHaveLength(3);
  });
});
