import { describe, expect, it } from "vitest";
import { demoSection } from "./landing-sections.js";
import { productInBrowser } from "./session.js";

describe("a visitor talks to the AI receptionist on the landing page", () => {
  const session = productInBrowser();

  it("calls the embedded voice platform and hangs up", async () => {
    await session.page.goto(session.product.url);
    const demo = await demoSection(session.page);
    const call = demo.getByRole("button", { name: "Talk to the AI Receptionist" });
    await call.click();

    // In the call: the button turns into the end-call button and the greeting is transcribed.
    const end = demo.getByRole("button", { name: "End Call" });
    await end.waitFor({ timeout: 20_000 });
    await demo
      .getByText("Thank you for calling Harbor Point Realty, this is Ava", { exact: false })
      .first()
      .waitFor({
        timeout: 20_000,
      });

    await end.click();
    await call.waitFor({ timeout: 20_000 });
    expect(session.pageErrors).toEqual([]);
  });

  it("plays one sound at a time: the recording pauses for a live call, and the call ends for it", async () => {
    const { page, product } = session;
    await page.goto(product.url);
    const demo = await demoSection(page);
    const recording = demo.locator(".rl-player");
    const play = recording.getByRole("button", { name: "Play" });
    const pause = recording.getByRole("button", { name: "Pause" });
    // The recording starts by itself once half of it is in view (the player's autoplay, which
    // these browsers allow): whichever comes first, it plays, by itself or by a click on Play.
    // (Waiting for Play alone failed whenever autoplay won the race.)
    await recording.scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => {
          if (await pause.isVisible()) return true;
          await play.click({ timeout: 1000 }).catch(() => undefined);
          return pause.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);

    await demo.getByRole("button", { name: "Talk to the AI Receptionist" }).click();
    await demo.getByRole("button", { name: "End Call" }).waitFor({ timeout: 20_000 });
    await recording.getByRole("button", { name: "Play" }).waitFor();

    await recording.getByRole("button", { name: "Play" }).click();
    await demo
      .getByRole("button", { name: "Talk to the AI Receptionist" })
      .waitFor({ timeout: 20_000 });
    await recording.getByRole("button", { name: "Pause" }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it("blocks nothing the voice demo needs under the site's content security policy", async () => {
    const response = await session.page.request.get(`${session.product.url}/`);
    const policy = response.headers()["content-security-policy"] ?? "";
    const config = (await (
      await session.page.request.get(`${session.product.url}/api/voice/demo-config`)
    ).json()) as {
      baseUrl: string;
    };
    expect(policy).toContain(new URL(config.baseUrl).origin);
  });
});
