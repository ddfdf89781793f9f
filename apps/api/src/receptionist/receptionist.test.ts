import { RECEPTIONIST_TOOLS } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { settle, signUp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import {
  type EmulatedPlatform,
  html,
  type Loose,
  OWNER_SETTINGS,
  receptionistApp,
  saveSteps,
  serveSite,
  startEmulatedPlatform,
} from "./test-support.js";

describe.each(testDatabaseTargets)("the receptionist on the voice platform ($name)", (target) => {
  let db: Database;
  let voice: EmulatedPlatform;
  let app: TestApp;
  let site: Awaited<ReturnType<typeof serveSite>>;

  beforeAll(async () => {
    [db, voice] = await Promise.all([target.open(), startEmulatedPlatform()]);
    site = await serveSite({
      "/": html("Bayside Realty", ["We sell homes by the bay."], ["/listings"]),
      "/listings": html("Listings", ["12 Harbor Lane: 3 bedrooms, $950,000."]),
    });
    app = receptionistApp(db, voice.platform);
  });
  afterAll(async () => {
    await Promise.all([db?.close(), voice?.emulator.close(), site?.close()]);
  });

  /** An owner through steps 1-3 with the site crawled, and a number in 415. */
  async function liveOwner() {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf, { ...OWNER_SETTINGS, websitesToCrawl: [site.url] });
    await owner.agent
      .post("/api/receptionist/website/crawls")
      .set("x-csrf-token", owner.csrf)
      .expect(202);
    await settle(app);
    const number = await owner.agent
      .post("/api/receptionist/number")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "provision", areaCode: "415" })
      .expect(200);
    return { ...owner, receptionist: number.body.receptionist };
  }

  it("makes the assistant with the owner's settings, knowledge and tools, and a number pointing at it", async () => {
    const owner = await liveOwner();
    const { receptionist } = owner;
    expect(receptionist.phone.number).toMatch(/^\+1415\d{7}$/);
    expect(receptionist.sync).toMatchObject({ state: "synced", errorCode: null });
    expect(receptionist.onboardingStep).toBe("forwarding");

    const assistant = (await voice.vapi.assistant.get(receptionist.assistantId)) as Loose;
    expect(assistant.firstMessage).toBe(OWNER_SETTINGS.greetingMessage);
    expect(assistant.model.messages[0].content).toContain("Bayside Realty");
    const toolNames = assistant.model.tools.map(
      (tool: { function: { name: string } }) => tool.function.name,
    );
    expect(toolNames).toEqual(Object.values(RECEPTIONIST_TOOLS).map((tool) => tool.name));
    const [queryToolId] = assistant.model.toolIds;
    const queryTool = (await voice.vapi.tool.get(queryToolId)) as Loose;
    const fileId = queryTool.knowledgeBases[0].fileIds[0];
    const file = (await voice.vapi.file.get(fileId)) as { url: string };
    const knowledge = await (await fetch(file.url)).text();
    expect(knowledge).toContain("12 Harbor Lane: 3 bedrooms, $950,000.");

    const numbers = (await voice.vapi.phoneNumber.list()) as unknown as Array<
      Record<string, string>
    >;
    const number = numbers.find((entry) => entry.number === receptionist.phone.number);
    expect(number?.assistantId).toBe(receptionist.assistantId);

    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user).toMatchObject({
      aiAgentId: receptionist.assistantId,
      aiPhoneNumber: receptionist.phone.number,
      aiName: "Ava",
      greetingMessage: OWNER_SETTINGS.greetingMessage,
    });
    const phones = await db.prisma.customerPhone.findMany({
      where: { customer: { userId: owner.userId } },
    });
    expect(phones).toEqual([
      expect.objectContaining({
        phoneNumber: receptionist.phone.number,
        areaCode: "415",
        isActive: true,
      }),
    ]);
  });

  it("answers calls to the number with the owner's greeting", async () => {
    const { receptionist } = await liveOwner();
    const call = await voice.emulator.placeInboundCall({
      number: receptionist.phone.number,
      from: "+14155550111",
      script: ["Do you have listings on Harbor Lane?", "Thanks, goodbye"],
    });
    const transcript = String((call.artifact as { transcript: string }).transcript);
    expect(transcript).toContain(OWNER_SETTINGS.greetingMessage);
    expect(transcript).toContain("12 Harbor Lane");
  });

  it("updates the platform on a save, adds a version, and reverts to an older one", async () => {
    const owner = await liveOwner();
    const save = (greetingMessage: string) =>
      owner.agent
        .put("/api/receptionist")
        .set("x-csrf-token", owner.csrf)
        .send({ ...OWNER_SETTINGS, websitesToCrawl: [site.url], greetingMessage })
        .expect(200);
    const saved = await save("Hello from Bayside, Ava speaking!");
    expect(saved.body.receptionist.version).toBe(2);
    await settle(app);
    const assistantId = owner.receptionist.assistantId;
    let assistant = (await voice.vapi.assistant.get(assistantId)) as { firstMessage: string };
    expect(assistant.firstMessage).toBe("Hello from Bayside, Ava speaking!");

    const history = await owner.agent.get("/api/receptionist/versions").expect(200);
    expect(history.body.items[0]).toMatchObject({
      version: 2,
      current: true,
      actor: { type: "owner", name: "Ada Lovelace" },
      changes: [
        {
          field: "greetingMessage",
          before: OWNER_SETTINGS.greetingMessage,
          after: "Hello from Bayside, Ava speaking!",
        },
      ],
    });

    const reverted = await owner.agent
      .post("/api/receptionist/versions/1/revert")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(reverted.body.receptionist.version).toBe(3);
    expect(reverted.body.receptionist.settings.greetingMessage).toBe(
      OWNER_SETTINGS.greetingMessage,
    );
    await settle(app);
    assistant = (await voice.vapi.assistant.get(assistantId)) as { firstMessage: string };
    expect(assistant.firstMessage).toBe(OWNER_SETTINGS.greetingMessage);
    const after = await owner.agent.get("/api/receptionist").expect(200);
    expect(after.body.receptionist.sync.state).toBe("synced");
  });

  it("saves without a new version or a sync when nothing changed", async () => {
    const owner = await liveOwner();
    const again = await owner.agent
      .put("/api/receptionist")
      .set("x-csrf-token", owner.csrf)
      .send({ ...OWNER_SETTINGS, websitesToCrawl: [site.url] })
      .expect(200);
    expect(again.body.receptionist).toMatchObject({ version: 1, sync: { state: "synced" } });
  });

  it("gives the browser what it needs to call the owner's own receptionist", async () => {
    const owner = await liveOwner();
    const config = await owner.agent.get("/api/receptionist/web-call").expect(200);
    expect(config.body).toEqual({
      success: true,
      publicKey: voice.platform.publicKey,
      assistantId: owner.receptionist.assistantId,
      baseUrl: voice.platform.baseUrl,
      transport: "local",
    });
    const stranger = await signUp(app);
    const refused = await stranger.agent.get("/api/receptionist/web-call").expect(404);
    expect(refused.body.error.errorCode).toBe("AI_AGENT_NOT_FOUND");
  });

  it("refuses a number before the settings are complete, naming what is missing", async () => {
    const owner = await signUp(app);
    const refused = await owner.agent
      .post("/api/receptionist/number")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "provision", areaCode: "415" })
      .expect(422);
    expect(refused.body.error.errorCode).toBe("AI_CONFIGURATION_INVALID");
    expect(Object.keys(refused.body.error.fieldErrors)).toContain("businessName");
  });
});
