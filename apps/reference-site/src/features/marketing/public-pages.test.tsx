import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plansAnswer } from "../../test/billing-fixtures.js";
import { createFakeApi } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

let gtag: ReturnType<typeof vi.fn>;
beforeEach(() => {
  gtag = vi.fn();
  Object.assign(globalThis, { gtag });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });

describe("/demo", () => {
  it("has the voice demo, the recorded call, the scheduler and the contact dialog", async () => {
    const user = userEvent.setup();
    renderApp("/demo");
    expect(await heading("Hear your AI receptionist answer a call")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Talk to Ava live" })).toBeVisible();
    expect(
      await screen.findByRole("heading", { name: "Hear Ringline answer a call" }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Book My Demo" }));
    expect(await screen.findByRole("dialog", { name: "Get Your Live Demo" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getAllByRole("button", { name: "Schedule a Demo" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: /Schedule/ })).toBeVisible();
  });
});

describe("/demo card wording", () => {
  it("does not promise 'no credit card' above the trial that needs one (issue #30)", async () => {
    renderApp("/demo");
    const next = await screen.findByRole("region", { name: "See it on your own calls" });
    expect(within(next).queryByText(/none of them needs a credit card/)).toBeNull();
    expect(
      within(next).getByText(
        "Both demos are free and need no credit card. The 7-day trial needs a card, and you are not charged until it ends.",
      ),
    ).toBeVisible();
    expect(within(next).getByText(/credit card required, not charged for 7 days/)).toBeVisible();
  });
});

describe("/support", () => {
  it("offers chat, phone, e-mail and a setup call, the help topics and the forwarding guide", async () => {
    renderApp("/support");
    expect(await heading("How can we help?")).toBeVisible();
    expect(screen.getByRole("button", { name: "Open the chat" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "(888) 555-0142" })[0]).toHaveAttribute(
      "href",
      "tel:+18885550142",
    );
    const help = screen.getByRole("region", { name: "Guides and answers" });
    expect(help).toHaveAttribute("id", "help-center");
    expect(within(help).getByRole("link", { name: "Open the forwarding guide" })).toHaveAttribute(
      "href",
      "/call-forwarding-guide",
    );
    await waitFor(() => expect(gtag).toHaveBeenCalledWith("event", "support_page_visit", {}));
  });

  it("puts the chat in support mode", async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    renderApp("/support", api);
    await heading("How can we help?");
    // The chat loads once the visitor interacts with the page.
    await user.click(screen.getByRole("heading", { level: 1 }));
    await user.click(await screen.findByRole("button", { name: "Open chat" }));
    expect(await screen.findByRole("dialog", { name: "Ringline Assistant" })).toBeVisible();
  });
});

describe("/call-forwarding-guide", () => {
  it("is the guide as a page, with a field for the visitor's Ringline number", async () => {
    const user = userEvent.setup();
    renderApp("/call-forwarding-guide");
    expect(await heading("Call forwarding guide")).toBeVisible();
    await user.type(
      screen.getByRole("textbox", { name: "Your Ringline number" }),
      "(555) 123-4567",
    );
    expect(screen.getAllByText("**21*5551234567#", { selector: "code" })[0]).toBeVisible();
    await waitFor(() =>
      expect(gtag).toHaveBeenCalledWith("event", "call_forwarding_guide_viewed", {}),
    );
  });
});

describe("/faq", () => {
  it("groups the answers, prices them from the API and describes itself as an FAQPage", async () => {
    renderApp("/faq", createFakeApi({ "GET /api/plans": plansAnswer }));
    expect(await heading("Frequently asked questions")).toBeVisible();
    const topics = screen.getByRole("navigation", { name: "Topics" });
    expect(
      within(topics)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Getting started",
      "Pricing and billing",
      "Your AI receptionist",
      "Call forwarding",
      "Privacy and security",
    ]);
    expect(
      await screen.findByText(
        /Starter is \$39 a month or \$314 a year, with 100 minutes a month, then \$0\.30 a minute/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(gtag).toHaveBeenCalledWith("event", "faq_viewed", {}));
    await waitFor(() => {
      const data = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
      );
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.length).toBeGreaterThan(15);
      expect(JSON.stringify(data)).toContain("$39 a month");
    });
  });

  it("searches the questions and their answers, keeping the search in the URL", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/faq", createFakeApi({ "GET /api/plans": plansAnswer }));
    await heading("Frequently asked questions");
    await user.type(
      screen.getByRole("searchbox", { name: "Search the questions" }),
      "live voicemail",
    );
    expect(router.state.location.search).toBe("?q=live+voicemail");
    expect(screen.getByText("1 answer for “live voicemail”")).toBeVisible();
    expect(screen.getByText("I use an iPhone. Anything to know?")).toBeVisible();
    expect(screen.queryByText("What is Ringline?")).toBeNull();

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "zebra crossing");
    expect(screen.getByText(/No answer mentions that yet/)).toBeVisible();
  });
});

describe("the legal pages", () => {
  it.each([
    [
      "/privacy-policy",
      "Privacy Policy",
      [
        "Call recording and consent",
        "Text messages (SMS) and consent",
        "Sub-processors",
        "How long we keep information",
      ],
    ],
    [
      "/terms-of-service",
      "Terms of Service",
      ["Free trial", "Your responsibilities on calls", "Cancellation and refunds"],
    ],
  ] as const)("%s is the real text for this product", async (path, title, sections) => {
    renderApp(path);
    expect(await heading(title)).toBeVisible();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    for (const section of sections) {
      expect(within(contents).getByRole("link", { name: section })).toBeVisible();
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
  });

  it("names the sub-processors: the voice platform, the payment provider and e-mail", async () => {
    renderApp("/privacy-policy");
    await heading("Privacy Policy");
    const table = screen.getAllByRole("table")[0] as HTMLElement;
    const firstColumn = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(firstColumn).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Vapi"),
        expect.stringContaining("Stripe"),
        expect.stringContaining("e-mail provider"),
      ]),
    );
  });
});

describe("web-design services", () => {
  it.each(["/web-design-services", "/services"])(
    "%s shows the offer and its packages",
    async (path) => {
      renderApp(path);
      expect(await heading("A website that turns visitors into phone calls")).toBeVisible();
      expect(screen.getByRole("link", { name: "Order the Team Site" })).toHaveAttribute(
        "href",
        "/checkout/web-design?package=team",
      );
    },
  );
});

describe("pages the site does not have", () => {
  it("shows the not-found page with a way home", async () => {
    renderApp("/no/such/page");
    expect(await heading("Page not found")).toBeVisible();
    expect(screen.getByText("/no/such/page")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"),
    );
  });
});

describe("search engines", () => {
  it("gives each page its title, description, canonical address and Open Graph card", async () => {
    renderApp("/faq", createFakeApi({ "GET /api/plans": plansAnswer }));
    await heading("Frequently asked questions");
    await waitFor(() => expect(document.title).toBe("FAQ · Ringline"));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(
      /^Answers about Ringline/,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "http://localhost:3000/faq",
    );
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "FAQ · Ringline",
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      /ringline-share\.png$/,
    );
  });
});
