import { WEBSITE_URL_HINT } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { createTestApp, type SignedUp, settle, signUp, type TestApp } from "../../test/app.js";
import { openTestPGlite } from "../../test/databases.js";
import {
  type EmulatedPlatform,
  html,
  type Loose,
  OWNER_SETTINGS,
  receptionistApp,
  saveSteps,
  serveSite,
  startEmulatedPlatform,
} from "../test-support.js";

describe("the owner's website as the receptionist knows it", () => {
  let db: Database;
  let voice: EmulatedPlatform;
  let app: TestApp;

  beforeAll(async () => {
    [db, voice] = await Promise.all([openTestPGlite(), startEmulatedPlatform()]);
    app = receptionistApp(db, voice.platform);
  });
  afterAll(async () => {
    await Promise.all([db?.close(), voice?.emulator.close()]);
  });

  async function ownerOf(url: string, application = app): Promise<SignedUp> {
    const owner = await signUp(application);
    await saveSteps(owner.agent, owner.csrf, { ...OWNER_SETTINGS, websitesToCrawl: [url] });
    return owner;
  }
  const crawl = async (owner: SignedUp, application = app) => {
    const started = await owner.agent
      .post("/api/receptionist/website/crawls")
      .set("x-csrf-token", owner.csrf)
      .expect(202);
    await settle(application);
    return started.body.crawl;
  };
  const knowledgeOf = async (owner: SignedUp) =>
    (await owner.agent.get("/api/receptionist/website").expect(200)).body as {
      crawl: Loose;
      pages: Loose[];
    };

  it("crawls the site, and a re-crawl never overwrites what the owner edited", async () => {
    const site = await serveSite({
      "/": html("Bayside Realty", ["Open Monday to Friday."], ["/about", "/team"]),
      "/about": html("About", ["Family owned since 1998."]),
      "/team": html("Team", ["Dana, broker."]),
    });
    const owner = await ownerOf(site.url);
    const started = await crawl(owner);
    expect(started).toMatchObject({ status: "running", startUrls: [site.url] });
    let knowledge = await knowledgeOf(owner);
    expect(knowledge.crawl).toMatchObject({ status: "done", pagesCrawled: 3, errorCode: null });
    expect(knowledge.crawl.changes).toEqual({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    const home = knowledge.pages.find((page) => page.url === `${site.url}/`) as Loose;
    expect(home.text).toBe("Bayside Realty\nOpen Monday to Friday.");

    const edit = "Bayside Realty\nOpen Monday to Saturday, 9 to 6.";
    const edited = await owner.agent
      .patch(`/api/receptionist/website/pages/${home.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ text: edit })
      .expect(200);
    expect(edited.body.page).toMatchObject({ text: edit, edited: true });

    site.pages["/"] = html("Bayside Realty", ["Open Monday to Friday, 9 to 5."], ["/about"]);
    site.pages["/about"] = html("About", ["Family owned since 1998.", "Now in Oakland too."]);
    await crawl(owner);
    knowledge = await knowledgeOf(owner);
    expect(knowledge.crawl.changes).toEqual({ added: 0, changed: 2, unchanged: 0, removed: 1 });
    const byUrl = new Map(knowledge.pages.map((page) => [page.url, page]));
    expect(byUrl.get(`${site.url}/`)).toMatchObject({
      text: edit,
      edited: true,
      changedSinceEdit: true,
      crawledText: "Bayside Realty\nOpen Monday to Friday, 9 to 5.",
      diff: [
        { kind: "same", text: "Bayside Realty" },
        { kind: "removed", text: "Open Monday to Friday." },
        { kind: "added", text: "Open Monday to Friday, 9 to 5." },
      ],
    });
    expect(byUrl.get(`${site.url}/about`)).toMatchObject({
      text: "About\nFamily owned since 1998.\nNow in Oakland too.",
      lastCrawlStatus: "changed",
      diff: expect.arrayContaining([{ kind: "added", text: "Now in Oakland too." }]),
    });
    expect(byUrl.get(`${site.url}/team`)).toMatchObject({ lastCrawlStatus: "removed" });
    await site.close();
  });

  it("says what the site offers for the settings, and the website step keeps what the owner kept", async () => {
    const site = await serveSite({
      "/": `<!doctype html><html><head><title>Bayside</title>
        <meta name="description" content="Bayside Realty sells homes around the bay."></head>
        <body><h1>Bayside Realty</h1><p>Open Monday to Saturday, 9 am to 6 pm.</p>
        <a href="/services">Services</a></body></html>`,
      "/services": `<!doctype html><html><head><title>Services</title></head><body>
        <h2>Our services</h2><ul><li>Buying</li><li>Selling</li></ul>
        <h3>Do you do rentals?</h3><p>No, we only sell.</p></body></html>`,
    });
    const owner = await ownerOf(site.url);
    await crawl(owner);
    const { crawl: done } = await knowledgeOf(owner);
    expect(done.found).toEqual({
      businessDescription: "Bayside Realty sells homes around the bay.",
      keyServices: "Buying, Selling",
      businessHours: "Open Monday to Saturday, 9 am to 6 pm.",
      commonQuestions: [{ question: "Do you do rentals?", answer: "No, we only sell." }],
    });

    const before = (await owner.agent.get("/api/receptionist").expect(200)).body.receptionist
      .settings;
    // A website step that sends only the websites leaves the rest as it was.
    await owner.agent
      .put("/api/onboarding/steps/website")
      .set("x-csrf-token", owner.csrf)
      .send({ websitesToCrawl: [site.url] })
      .expect(200);
    let settings = (await owner.agent.get("/api/receptionist").expect(200)).body.receptionist
      .settings;
    expect(settings.commonQuestions).toEqual(before.commonQuestions);
    expect(settings.businessHours).toBe(before.businessHours);

    // What the owner kept of the findings is saved with the step.
    const kept = [...before.commonQuestions, done.found.commonQuestions[0]];
    await owner.agent
      .put("/api/onboarding/steps/website")
      .set("x-csrf-token", owner.csrf)
      .send({
        websitesToCrawl: [site.url],
        businessHours: "Mon–Sat 9 am – 6 pm",
        keyServices: done.found.keyServices,
        commonQuestions: kept,
      })
      .expect(200);
    settings = (await owner.agent.get("/api/receptionist").expect(200)).body.receptionist.settings;
    expect(settings).toMatchObject({
      businessHours: "Mon–Sat 9 am – 6 pm",
      keyServices: "Buying, Selling",
      commonQuestions: kept,
      businessDescription: before.businessDescription,
    });
  });

  it("feeds the owner's edit, not the crawled text, to the receptionist on the platform", async () => {
    const site = await serveSite({ "/": html("Hours", ["Open weekdays."]) });
    const owner = await ownerOf(site.url);
    await crawl(owner);
    const [page] = (await knowledgeOf(owner)).pages;
    await owner.agent
      .patch(`/api/receptionist/website/pages/${page?.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ text: "Open every day, including holidays." })
      .expect(200);
    const live = await owner.agent
      .post("/api/receptionist/number")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "provision", areaCode: "305" })
      .expect(200);
    const assistant = (await voice.vapi.assistant.get(live.body.receptionist.assistantId)) as Loose;
    const tool = (await voice.vapi.tool.get(assistant.model.toolIds[0])) as Loose;
    const file = (await voice.vapi.file.get(tool.knowledgeBases[0].fileIds[0])) as Loose;
    const text = await (await fetch(file.url)).text();
    expect(text).toContain("Open every day, including holidays.");
    expect(text).not.toContain("Open weekdays.");

    // Leaving the page out takes it out of the knowledge on the next sync, and the old
    // knowledge file is deleted once nothing uses it.
    await owner.agent
      .patch(`/api/receptionist/website/pages/${page?.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ included: false })
      .expect(200);
    await settle(app);
    const after = (await voice.vapi.assistant.get(live.body.receptionist.assistantId)) as Loose;
    expect(after.model.toolIds).toEqual([]);
    await expect(voice.vapi.file.get(file.id)).rejects.toMatchObject({ status: 404 });
    await site.close();
  });

  it("fails the crawl with AI_WEBSITE_CRAWL_FAILED when the site gives no page", async () => {
    const site = await serveSite({});
    const owner = await ownerOf(site.url);
    await crawl(owner);
    const { crawl: failed } = await knowledgeOf(owner);
    expect(failed).toMatchObject({ status: "failed", errorCode: "AI_WEBSITE_CRAWL_FAILED" });
    expect(failed.errorMessage).toContain(site.url);
    await site.close();
  });

  it("refuses private and loopback addresses outside tests, with the spec's hint", async () => {
    const strict = createTestApp(db, { voice: voice.platform });
    const site = await serveSite({ "/": html("Local", ["Hi."]) });
    for (const address of [site.url, `http://localhost:${new URL(site.url).port}`]) {
      const owner = await ownerOf(address, strict);
      const refused = await owner.agent
        .post("/api/receptionist/website/crawls")
        .set("x-csrf-token", owner.csrf)
        .expect(422);
      expect(refused.body.error).toMatchObject({
        errorCode: "AI_WEBSITE_CRAWL_FAILED",
        suggestion: WEBSITE_URL_HINT,
        fieldErrors: { websitesToCrawl: [WEBSITE_URL_HINT] },
      });
    }
    expect(site.hits.size).toBe(0);
    await site.close();
  });

  it("refuses an address that is not http:// or https://", async () => {
    const owner = await signUp(app);
    const refused = await owner.agent
      .put("/api/onboarding/steps/website")
      .set("x-csrf-token", owner.csrf)
      .send({ websitesToCrawl: ["ftp://bayside.example"] })
      .expect(422);
    expect(refused.body.error.fieldErrors).toEqual({ websitesToCrawl: [WEBSITE_URL_HINT] });
  });
});
