import { describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/database.js";
import { productInBrowser } from "./session.js";

describe("the chat assistant on the reference site", () => {
  const session = productInBrowser();

  it("in marketing mode, collects topic, name and e-mail, then answers about pricing", async () => {
    await session.page.goto(session.product.url);
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

  it("in support mode, answers how to forward calls on Verizon", async () => {
    await session.page.goto(`${session.product.url}/support`);
    await session.page.getByRole("heading", { name: "How can we help?" }).waitFor();
    const bubble = session.page.getByRole("button", { name: "Open chat" });
    if (await bubble.isVisible()) await bubble.click();
    const chat = session.page.getByRole("dialog", { name: "Ringline Assistant" });
    await chat.getByRole("button", { name: "Start over" }).click();
    await chat.getByText("Ringline's support assistant", { exact: false }).first().waitFor();

    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("How do I forward my calls on Verizon?");
    await input.press("Enter");
    await chat.getByText("*72", { exact: false }).first().waitFor({ timeout: 20_000 });
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
