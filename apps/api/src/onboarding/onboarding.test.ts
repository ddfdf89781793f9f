import { DEFAULT_BUSINESS_HOURS } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  type EmulatedPlatform,
  OWNER_SETTINGS,
  personaOf,
  receptionistApp,
  saveSteps,
  startEmulatedPlatform,
} from "../receptionist/test-support.js";
import { type SignedUp, signUp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { callerNumber, SIMULATED_CELL } from "./forwarding-test.js";

const BUSINESS = {
  businessName: "Bayside Realty",
  businessType: "real_estate",
  primaryPhone: "(415) 555-0100",
  timeZone: "America/Los_Angeles",
};

describe.each(testDatabaseTargets)("onboarding ($name)", (target) => {
  let db: Database;
  let voice: EmulatedPlatform;
  let app: TestApp;

  beforeAll(async () => {
    [db, voice] = await Promise.all([target.open(), startEmulatedPlatform()]);
    app = receptionistApp(db, voice.platform);
  });
  afterAll(async () => {
    await Promise.all([db?.close(), voice?.emulator.close()]);
  });

  const step = (owner: SignedUp, name: string, body: object) =>
    owner.agent.put(`/api/onboarding/steps/${name}`).set("x-csrf-token", owner.csrf).send(body);
  /** The owner's Ringline number, provisioned in `areaCode`. */
  const provision = async (owner: SignedUp, areaCode = "415"): Promise<string> =>
    (
      await owner.agent
        .post("/api/receptionist/number")
        .set("x-csrf-token", owner.csrf)
        .send({ kind: "provision", areaCode })
        .expect(200)
    ).body.receptionist.phone.number;
  const stateOf = async (owner: SignedUp) =>
    (await owner.agent.get("/api/receptionist").expect(200)).body.receptionist;

  it("starts a new customer at the business step, with the default business hours", async () => {
    const owner = await signUp(app);
    const state = await stateOf(owner);
    expect(state).toMatchObject({
      onboardingStep: "business",
      aiStatus: "inactive",
      phone: null,
      version: 0,
      sync: { state: "idle" },
    });
    expect(state.settings.businessHours).toBe(DEFAULT_BUSINESS_HOURS);
  });

  it("saves each step as it is completed, so the customer resumes at the next one", async () => {
    const owner = await signUp(app);
    const saved = await step(owner, "business", BUSINESS).expect(200);
    expect(saved.body.receptionist.onboardingStep).toBe("receptionist");
    expect((await stateOf(owner)).settings).toMatchObject({
      businessName: "Bayside Realty",
      businessHours: DEFAULT_BUSINESS_HOURS,
      timeZone: "America/Los_Angeles",
    });
    const data = await db.prisma.onboardingData.findFirstOrThrow({
      where: { customer: { userId: owner.userId } },
    });
    expect(data).toMatchObject({
      businessName: "Bayside Realty",
      businessType: "real_estate",
      primaryPhone: "(415) 555-0100",
      businessHours: DEFAULT_BUSINESS_HOURS,
      timeZone: "America/Los_Angeles",
      isComplete: false,
    });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user.onboardingStatus).toBe("receptionist");
  });

  it("goes from the receptionist step to the number when no website was named", async () => {
    const owner = await signUp(app);
    await step(owner, "business", BUSINESS).expect(200);
    const persona = await step(owner, "receptionist", personaOf()).expect(200);
    expect(persona.body.receptionist.onboardingStep).toBe("number");
  });

  it("takes the website on the business step, and shows the website step after the receptionist", async () => {
    const owner = await signUp(app);
    // A site that cannot be read does not hold the business step up: the website step says so.
    const saved = await step(owner, "business", {
      ...BUSINESS,
      websitesToCrawl: ["https://bayside-realty.invalid"],
    }).expect(200);
    expect(saved.body.receptionist.settings.websitesToCrawl).toEqual([
      "https://bayside-realty.invalid",
    ]);
    const persona = await step(owner, "receptionist", personaOf()).expect(200);
    expect(persona.body.receptionist.onboardingStep).toBe("website");
    const refused = await step(owner, "business", { ...BUSINESS, websitesToCrawl: ["not a url"] });
    expect(refused.status).toBe(422);
  });

  it("gives the signed-in user the business's time zone once the business step saved it", async () => {
    const owner = await signUp(app);
    expect((await owner.agent.get("/auth/me").expect(200)).body.user.timeZone).toBeNull();
    await step(owner, "business", { ...BUSINESS, timeZone: "America/Chicago" }).expect(200);
    expect((await owner.agent.get("/auth/me").expect(200)).body.user.timeZone).toBe(
      "America/Chicago",
    );
  });

  it("never moves a customer back when they edit an earlier step", async () => {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf);
    const again = await step(owner, "business", {
      ...BUSINESS,
      businessName: "Bayside Homes",
    }).expect(200);
    expect(again.body.receptionist.onboardingStep).toBe("number");
    expect(again.body.receptionist.settings.businessName).toBe("Bayside Homes");
  });

  it("checks each step with the same rules as AI Settings", async () => {
    const owner = await signUp(app);
    const missing = await step(owner, "business", { ...BUSINESS, businessName: "" }).expect(422);
    expect(missing.body.error.fieldErrors.businessName).toEqual(["Business name is required"]);
    const long = await step(owner, "business", {
      ...BUSINESS,
      businessName: "x".repeat(201),
    }).expect(422);
    expect(long.body.error.fieldErrors.businessName).toEqual([
      "Business name must be at most 200 characters",
    ]);
    const {
      businessName,
      businessType,
      primaryPhone,
      businessHours,
      timeZone,
      businessDescription,
      targetAudience,
      keyServices,
      websitesToCrawl,
      ...persona
    } = OWNER_SETTINGS;
    const custom = await step(owner, "receptionist", {
      ...persona,
      smsTrigger: "custom",
      customSmsTrigger: "",
    }).expect(422);
    expect(custom.body.error.fieldErrors.customSmsTrigger).toEqual([
      "Describe when you want a text message",
    ]);
    const noGoal = await step(owner, "receptionist", { ...persona, aiGoals: [] }).expect(422);
    expect(noGoal.body.error.fieldErrors.aiGoals).toEqual(["Choose at least one goal"]);
  });

  it("tests the forwarding with a call to the number that the receptionist answers, then goes live", async () => {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf);
    const early = await owner.agent
      .post("/api/onboarding/forwarding-test")
      .set("x-csrf-token", owner.csrf)
      .expect(404);
    expect(early.body.error.errorCode).toBe("AI_AGENT_NOT_FOUND");
    await owner.agent.post("/api/onboarding/complete").set("x-csrf-token", owner.csrf).expect(404);

    const ringline = await provision(owner);

    const started = await owner.agent
      .post("/api/onboarding/forwarding-test")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(started.body.test.placedByRingline).toBe(true);
    await voice.emulator.settle();
    const checked = await owner.agent
      .get("/api/onboarding/forwarding-test")
      .query({ since: started.body.test.since })
      .expect(200);
    expect(checked.body.test).toMatchObject({
      status: "answered",
      call: { from: "+14155550100", to: ringline, greeting: OWNER_SETTINGS.greetingMessage },
    });

    const live = await owner.agent
      .post("/api/onboarding/complete")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(live.body.receptionist).toMatchObject({
      aiStatus: "active",
      onboardingStep: "complete",
    });
    const profile = await owner.agent.get("/api/customers/profile").expect(200);
    expect(profile.body.profile).toMatchObject({
      aiStatus: "active",
      onboardingStatus: "complete",
    });
    const data = await db.prisma.onboardingData.findFirstOrThrow({
      where: { customer: { userId: owner.userId } },
    });
    expect(data.isComplete).toBe(true);
  });

  it("the first test: a call from the owner's cell, followed line by line as it is said", async () => {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf);
    const ringline = await provision(owner);
    const started = await owner.agent
      .post("/api/onboarding/forwarding-test")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "cell" })
      .expect(200);
    expect(started.body.test.placedByRingline).toBe(true);
    const check = async () =>
      (
        await owner.agent
          .get("/api/onboarding/forwarding-test")
          .query({ since: started.body.test.since })
          .expect(200)
      ).body.test;

    // While the call is on, the greeting is there and the call is not over: the page can
    // show it as it happens.
    let live = await check();
    for (let tries = 0; !(live.call?.transcript.length > 0) && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      live = await check();
    }
    expect(live).toMatchObject({
      status: "answered",
      call: { from: SIMULATED_CELL, to: ringline, ended: false },
    });
    expect(live.call.transcript[0]).toEqual({
      speaker: "receptionist",
      text: OWNER_SETTINGS.greetingMessage,
    });

    await voice.emulator.settle();
    const done = await check();
    expect(done.call.ended).toBe(true);
    expect(done.call.transcript.map((line: { speaker: string }) => line.speaker)).toEqual([
      "receptionist",
      "caller",
      "receptionist",
    ]);
    expect(done.call.transcript[1].text).toBe(
      "Hi! I'm trying out my new receptionist. Thanks, goodbye!",
    );
  });

  it("refuses a test call of a kind it does not know", async () => {
    const owner = await signUp(app);
    const refused = await owner.agent
      .post("/api/onboarding/forwarding-test")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "pager" })
      .expect(422);
    expect(refused.body.error.errorCode).toBe("API_VALIDATION_ERROR");
  });

  it("on the hosted platform, waits for the owner's own call instead of placing one", async () => {
    const hosted = receptionistApp(db, { ...voice.platform, kind: "hosted" });
    const owner = await signUp(hosted);
    await saveSteps(owner.agent, owner.csrf);
    await provision(owner, "646");
    const callsBefore = ((await voice.vapi.call.list({ limit: 1000 })) as unknown[]).length;
    const started = await owner.agent
      .post("/api/onboarding/forwarding-test")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(started.body.test).toMatchObject({
      placedByRingline: false,
      status: "waiting",
      call: null,
    });
    expect(((await voice.vapi.call.list({ limit: 1000 })) as unknown[]).length).toBe(callsBefore);
  });

  it("calls from the owner's business number, written any way, in E.164", () => {
    expect(callerNumber("(415) 555-0100")).toBe("+14155550100");
    expect(callerNumber("1 415 555 0100")).toBe("+14155550100");
    expect(callerNumber("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("records that the owner finished the dashboard walkthrough", async () => {
    const owner = await signUp(app);
    expect((await stateOf(owner)).walkthroughCompleted).toBe(false);
    await owner.agent
      .post("/api/onboarding/walkthrough")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect((await stateOf(owner)).walkthroughCompleted).toBe(true);
  });
});
