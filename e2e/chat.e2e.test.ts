import { describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/database.js";
import {
  FORWARDING_CARRIERS,
  FORWARDING_CONDITIONS,
} from "../packages/api-client/src/core/forwarding-carriers.js";
import { productInBrowser, signUpInPage } from "./session.js";

describe("the chat assistant on the reference site", () => {
  const session = productInBrowser();

  it("in marketing mode, collects topic, name and e-mail, then answers about pricing", async () => {
    await session.page.goto(session.product.url);
    // The chat loads once the visitor does something on the page.
    await session.page.mouse.move(20, 20);
    await session.page.getByRole("button", { name: "Open chat" }).click();
    const chat = session.page.getByRole("dialog", { name: "Ringline Assistant" });
    await chat.getByRole("button", { name: "Pricing plans" }).click();

    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("Grace");
    await input.press("Enter");
    // Each message is also announced through a live region, hence first().
    await chat.getByText("Nice to meet you, Grace!", { exact: false }).first().waitFor();

    await input.fill("not an address");
    await input.press("Enter");
    await chat
      .getByText("Please provide a valid email address so I can follow up", { exact: false })
      .first()
      .waitFor();

    await input.fill("grace@example.com");
    await input.press("Enter");
    // The offline model answers from the knowledge base: the plans and their prices.
    await chat.getByText("$39", { exact: false }).first().waitFor({ timeout: 20_000 });
    expect(session.pageErrors).toEqual([]);
  });

  it("in support mode, answers how to forward calls with the guide's codes", async () => {
    await session.page.goto(`${session.product.url}/support`);
    await session.page.getByRole("heading", { name: "How can we help?" }).waitFor();
    const bubble = session.page.getByRole("button", { name: "Open chat" });
    const chat = session.page.getByRole("dialog", { name: "Ringline Assistant" });
    // Wait for the widget, open or closed, before deciding whether to open it.
    await bubble.or(chat).first().waitFor();
    if (await bubble.isVisible()) await bubble.click();
    await chat.getByRole("button", { name: "Start over" }).click();
    await chat.getByText("Ringline's support assistant", { exact: false }).first().waitFor();

    const input = chat.getByRole("textbox", { name: "Message" });
    // Each cell carrier's answer shows the forwarding guide's codes, character for character.
    for (const carrier of FORWARDING_CARRIERS) {
      if (!carrier.codes) continue;
      const codes = FORWARDING_CONDITIONS.flatMap((condition) => {
        const code = carrier.codes?.[condition];
        return code ? [code.replace("{number}", "number")] : [];
      });
      const replies = chat.locator('.rl-chat__message[data-role="assistant"]');
      const before = await replies.count();
      await input.fill(`How do I forward my calls on ${carrier.name}?`);
      await input.press("Enter");
      await expect.poll(() => replies.count(), { timeout: 20_000 }).toBeGreaterThan(before);
      const reply = replies.last();
      await reply.locator("code").first().waitFor({ timeout: 20_000 });
      const shown = await reply.locator("code").allTextContents();
      for (const code of codes) expect(shown, carrier.name).toContain(code);
    }
    expect(session.pageErrors).toEqual([]);
  });

  it("in dashboard mode, answers a signed-in owner from their own account", async () => {
    await session.page.goto(session.product.url);
    // Sign up in the page, so the session cookie belongs to this browser.
    const status = await signUpInPage(session.page, {
      firstName: "Olivia",
      lastName: "Owner",
      email: "olivia@example.com",
    });
    expect(status).toBe(201);

    await session.page.goto(`${session.product.url}/dashboard`);
    await session.page.getByRole("heading", { name: "Welcome back, Olivia" }).waitFor();
    const bubble = session.page.getByRole("button", { name: "Open chat" });
    const chat = session.page.getByRole("dialog", { name: "Ringline Assistant" });
    // The chat shows once the owner's profile has loaded (hidden while its context loads).
    await bubble.or(chat).first().waitFor();
    if (await bubble.isVisible()) await bubble.click();
    await chat.getByRole("button", { name: "Start over" }).click();
    await chat.getByRole("button", { name: "Is my AI receptionist active?" }).click();
    // A new account has not been through onboarding: its receptionist is not active yet.
    await chat.getByText("not active yet", { exact: false }).first().waitFor({ timeout: 20_000 });
    expect(session.pageErrors).toEqual([]);
  });

  it("stores the conversations in the database", async () => {
    expect(await session.product.stop()).toBe(0);
    const db = await openDatabase({ dataDir: session.product.dataDir });
    try {
      const stored = await db.prisma.chatConversation.count();
      expect(stored).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
