import { describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/database.js";
import { productInBrowser } from "./session.js";

describe("a visitor asks for a demo", () => {
  const session = productInBrowser();

  it("opens the dialog, is refused on bad input, submits and sees the toast", async () => {
    await session.page.goto(session.product.url);
    await session.page.getByRole("button", { name: "Get a Live Demo" }).click();
    const dialog = session.page.getByRole("dialog", { name: "Get Your Live Demo" });
    await dialog.waitFor();

    await dialog.getByLabel("Name *").fill("A");
    await dialog.getByRole("button", { name: "Book My Demo Now" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();

    await dialog.getByLabel("Name *").fill("Grace Hopper");
    await dialog.getByLabel("Email *").fill("grace@example.com");
    await dialog.getByLabel("Phone *").fill("(555) 010-2030");
    await dialog.getByLabel("Real Estate Company *").fill("Hopper Homes");
    await dialog.getByLabel("Current Lead Volume (Optional)").fill("About 60 calls a month");
    await dialog.getByRole("button", { name: "Book My Demo Now" }).click();

    await session.page
      .getByText("Your demo request has been submitted. We'll contact you soon!")
      .waitFor();
    await session.page.getByText("Success!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(session.consoleErrors).toEqual([]);
  });

  it("shows the not-found page for an unknown path", async () => {
    await session.page.goto(`${session.product.url}/no-such-page`);
    await session.page.getByRole("heading", { name: "Page not found" }).waitFor();
  });

  it("stops cleanly on Ctrl-C and the request is in the database", async () => {
    expect(await session.product.stop()).toBe(0);
    const db = await openDatabase({ dataDir: session.product.dataDir });
    try {
      const rows = await db.prisma.contact.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "(555) 010-2030",
        company: "Hopper Homes",
        message: "About 60 calls a month",
        requestType: "demo",
      });
    } finally {
      await db.close();
    }
  });
});
