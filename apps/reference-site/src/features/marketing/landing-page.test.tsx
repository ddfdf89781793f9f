import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { plansAnswer } from "../../test/billing-fixtures.js";
import { createFakeApi, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

/** Plans as plan_configurations might hold them after a price change. */
const REPRICED = [
  {
    id: "starter",
    name: "Starter",
    monthlyPrice: 45,
    annualPrice: 360,
    minutesIncluded: 150,
    overageRatePerMinute: 0.25,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: false,
    hasPrioritySupport: false,
    trialDays: 7,
  },
  {
    id: "unlimited",
    name: "Unlimited",
    monthlyPrice: 129,
    annualPrice: 1032,
    minutesIncluded: null,
    overageRatePerMinute: null,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: true,
    hasPrioritySupport: true,
    trialDays: 7,
  },
];

const repriced = () =>
  json(200, { success: true, items: REPRICED, total: 2, page: 1, pageSize: 2 });

async function landing(api = createFakeApi({ "GET /api/plans": plansAnswer })) {
  const view = renderApp("/", api);
  await screen.findByRole("heading", { level: 1, name: "Stop losing leads to missed calls." });
  return view;
}

describe("the landing page", () => {
  it("opens with the hero's promise, trial, note and claims", async () => {
    await landing();
    const hero = screen.getByRole("region", { name: "Stop losing leads to missed calls." });
    expect(within(hero).getByText("Setup in 5 minutes")).toBeVisible();
    expect(within(hero).getByText("No contracts")).toBeVisible();
    expect(within(hero).getByRole("link", { name: "Start 7-Day Free Trial" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(
      within(hero).getByText("Credit card required • Cancel anytime during trial"),
    ).toBeVisible();
    for (const [figure, claim] of [
      ["40%", "more bookings"],
      ["24/7", "availability"],
      ["5-minute", "setup"],
    ] as const) {
      expect(within(hero).getByText(claim).nextElementSibling).toHaveTextContent(figure);
    }
    expect(await within(hero).findByText("Plans from $39/month · 7-day free trial")).toBeVisible();
    // Issue #30: the bookings claim says it is illustrative.
    expect(within(hero).getByText(/^More bookings: an illustrative figure/)).toBeVisible();
  });

  it("has every section of the spec, with its anchor", async () => {
    const { container } = await landing();
    for (const id of [
      "home",
      "features",
      "demo",
      "roi",
      "pricing",
      "guarantee",
      "case-studies",
      "testimonials",
      "integrations",
      "cta",
    ]) {
      await waitFor(() => expect(container.querySelector(`section#${id}`), id).not.toBeNull());
    }
    const guarantee = screen.getByRole("region", { name: "Try it without risk" });
    for (const title of [
      "30-day money-back",
      "6-month guarantee plus $50 refund",
      "95% of calls captured",
      "24/7 support",
    ]) {
      expect(within(guarantee).getByRole("heading", { name: title })).toBeVisible();
    }
    const badges = screen.getByRole("region", { name: "Why businesses trust Ringline" });
    expect(within(badges).getByText("7-day free trial")).toBeVisible();
    // Issue #30: no unsourced claims.
    expect(within(badges).queryByText(/5000\+|SOC 2/)).toBeNull();
  });

  it("tells three case studies with their team, challenge, solution, results and testimonial", async () => {
    await landing();
    const study = await screen.findByRole("article", {
      name: "Harbor Point Realty books 63% more showings",
    });
    expect(within(study).getByText("San Diego, CA")).toBeVisible();
    expect(within(study).getByText("12 agents")).toBeVisible();
    expect(within(study).getByRole("heading", { name: "Challenge" })).toBeVisible();
    expect(within(study).getByRole("heading", { name: "Solution" })).toBeVisible();
    const missed = within(study).getByRole("row", { name: /Missed calls/ });
    expect(
      within(missed)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["38%", "2%", "95% fewer"]);
    // Issue #30: on a phone the header row is hidden, so each cell carries its column's name.
    expect(
      within(missed)
        .getAllByRole("cell")
        .map((cell) => cell.getAttribute("data-label")),
    ).toEqual(["Before", "After", "Change"]);
    expect(within(study).getByText("Jordan Ellis, Listing Agent")).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const studies = screen.getByRole("region", { name: "What answering every call changes" });
    expect(within(studies).getByText(/^Example stories: .* illustrative/)).toBeVisible();
  });

  it("shows testimonials, each with its metric, and the integrations", async () => {
    await landing();
    const reviews = await screen.findByRole("region", {
      name: "What an answered call changes for an office",
    });
    // Issue #30: no rating without a source; the example reviews say they are illustrative.
    expect(within(reviews).queryByText(/Rated 4\.9/)).toBeNull();
    expect(within(reviews).getByText(/^Example stories: .* illustrative/)).toBeVisible();
    expect(within(reviews).getAllByRole("listitem")).toHaveLength(6);
    expect(within(reviews).getByText("+63% showings booked")).toBeVisible();
    const integrations = await screen.findByRole("region", {
      name: "Works with the tools you already use",
    });
    // Exactly the tools the product connects to, each named beside its mark or initials.
    expect(
      within(integrations)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("strong")?.textContent),
    ).toEqual([
      "Google Calendar",
      "Microsoft 365 / Outlook",
      "Cal.com",
      "Follow Up Boss",
      "GoHighLevel",
      "HubSpot",
    ]);
    expect(within(integrations).queryByText("Salesforce")).toBeNull();
    const marks = [...integrations.querySelectorAll("svg.integration-mark path")];
    expect(marks.map((path) => (path.getAttribute("d") ?? "").length > 100)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("prices everything with the plans of the API: the hero, the pricing table and the ROI calculator", async () => {
    await landing(createFakeApi({ "GET /api/plans": repriced }));
    expect(await screen.findByText("Plans from $45/month · 7-day free trial")).toBeVisible();
    const pricing = await screen.findByRole("region", { name: "Pricing" });
    expect(await within(pricing).findByText("$45")).toBeVisible();
    expect(within(pricing).getByText("150 minutes included")).toBeVisible();
    expect(within(pricing).getByText("$0.25 per minute over")).toBeVisible();
    expect(within(pricing).getByText("$129")).toBeVisible();
    expect(within(pricing).queryByText("$39")).toBeNull();
    const roi = await screen.findByRole("region", { name: "ROI calculator" });
    expect(await within(roi).findByRole("slider", { name: "Plan" })).toHaveAttribute(
      "aria-valuetext",
      "Unlimited ($129/month)",
    );
  });

  it("offers the voice demo with the configuration the API gives", async () => {
    const api = createFakeApi({
      "GET /api/plans": plansAnswer,
      "GET /api/voice/demo-config": json(200, {
        available: true,
        publicKey: "public",
        assistantId: "asst_1",
        baseUrl: "http://127.0.0.1:4010",
        transport: "local",
      }),
    });
    await landing(api);
    expect(
      await screen.findByRole("button", { name: "Talk to the AI Receptionist" }),
    ).toBeEnabled();
  });

  it("says the live demo is unavailable when its configuration cannot be loaded", async () => {
    await landing();
    expect(await screen.findByText(/live voice demo is unavailable/)).toBeVisible();
  });

  it("opens the contact dialog for a live demo, and the scheduler for a walkthrough", async () => {
    const user = userEvent.setup();
    await landing();
    await user.click(screen.getByRole("button", { name: "Get a Live Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Your Live Demo" });
    expect(within(dialog).getByRole("button", { name: "Book My Demo Now" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(await screen.findByRole("button", { name: "Schedule a Demo" }));
    expect(await screen.findByRole("dialog", { name: /Schedule/ })).toBeVisible();
  });

  it("asks the final question with both ways forward", async () => {
    const user = userEvent.setup();
    await landing();
    const cta = await screen.findByRole("region", { name: "Never send a lead to voicemail again" });
    await user.click(within(cta).getByRole("button", { name: "Talk to Us About Setup" }));
    expect(
      await screen.findByRole("dialog", { name: "Launch Your AI Receptionist" }),
    ).toBeVisible();
  });

  it("lets a visitor jump to each section from the side navigator", async () => {
    await landing();
    const navigator = screen.getByRole("navigation", { name: "Page sections" });
    expect(
      within(navigator)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Features", "ROI Calculator", "Pricing", "Reviews", "Guarantee"]);
    expect(within(navigator).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});

describe("the header and footer", () => {
  it("lists the spec's links, the demo button, GET STARTED and the login icon", async () => {
    await landing();
    const header = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(header)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Features", "Reviews", "Blog", "FAQ", "Support", "Pricing"]);
    expect(within(header).getByRole("link", { name: "Reviews" })).toHaveAttribute(
      "href",
      "/#testimonials",
    );
    expect(screen.getByRole("button", { name: "Try Demo" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("names the logo link by its visible text", async () => {
    await landing();
    const home = screen.getAllByRole("link", { name: "Ringline home" })[0];
    expect(home).toHaveAttribute("href", "/");
    expect(home?.textContent).toContain("Ringline");
  });

  it("opens the mobile menu with the same items, and closes it with Escape", async () => {
    const user = userEvent.setup();
    await landing();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getAllByRole("link")).toHaveLength(6);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a signed-in customer VIEW DASHBOARD, the dashboard icon and the logout icon", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ ...signedIn(), "GET /api/plans": plansAnswer });
    // A customer of this browser holds a session token.
    const { router } = renderApp("/", api, { authToken: "token-1" });
    expect(await screen.findAllByRole("link", { name: "View Dashboard" })).not.toHaveLength(0);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Start 7-Day Free Trial" })).toBeNull();
    const pricing = await screen.findByRole("region", { name: "Pricing" });
    expect(await within(pricing).findAllByRole("link", { name: "Go to Dashboard" })).toHaveLength(
      3,
    );

    await user.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });

  it("has the footer's Product and Support links and the phone, without an unsourced compliance claim", async () => {
    await landing();
    const product = screen.getByRole("navigation", { name: "Product" });
    expect(within(product).getByRole("link", { name: "Features" })).toHaveAttribute(
      "href",
      "/#features",
    );
    expect(within(product).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/#pricing",
    );
    expect(within(product).getByRole("link", { name: "Demo" })).toHaveAttribute("href", "/#demo");
    const support = screen.getByRole("navigation", { name: "Support" });
    expect(within(support).getByRole("link", { name: "Help Center" })).toHaveAttribute(
      "href",
      "/support#help-center",
    );
    expect(within(support).getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/support",
    );
    expect(within(support).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(support).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "(888) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+18885550142",
    );
    expect(within(footer).queryByText(/SOC 2/)).toBeNull();
  });
});

describe("the prices the server sends with the page", () => {
  it("are shown without asking the API for them", async () => {
    const element = document.createElement("script");
    element.id = "ringline-bootstrap";
    element.type = "application/json";
    element.textContent = JSON.stringify({
      plans: { success: true, items: REPRICED, total: 2, page: 1, pageSize: 2 },
    });
    document.head.append(element);
    try {
      const api = createFakeApi();
      await landing(api);
      expect(screen.getByText("Plans from $45/month · 7-day free trial")).toBeVisible();
      expect(api.calls("GET /api/plans")).toHaveLength(0);
    } finally {
      element.remove();
    }
  });
});
