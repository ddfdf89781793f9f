import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { PricingTable } from "./pricing-table.js";
import * as stories from "./pricing-table.stories.js";

const { Monthly, Annual, ToggledToAnnual, PlansFromTheApi, SignedIn, PartnerSite, Spanish, Dark } =
  composeStories(stories);

function card(name: string): HTMLElement {
  const item = screen.getByRole("heading", { name, level: 3 }).closest("li");
  if (!item) throw new Error(`No plan ${name}`);
  return item;
}

/** jsdom cannot navigate: links are checked by their href and events instead. */
function stopNavigation(event: Event) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

beforeEach(() => {
  document.addEventListener("click", stopNavigation);
});

afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  Reflect.deleteProperty(globalThis, "gtag");
  delete document.documentElement.dataset.rlTheme;
});

describe("PricingTable plans", () => {
  it("shows the plans it is given: their names, prices, minutes, overage and trial", () => {
    render(<PlansFromTheApi />);

    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Solo",
      "Team",
    ]);
    const solo = within(card("Solo"));
    expect(solo.getByText("$29")).toHaveClass("rl-pricing__amount");
    expect(solo.getByText("60 minutes included")).toBeInTheDocument();
    expect(solo.getByText("$0.35 per minute over")).toBeInTheDocument();
    expect(solo.getByText("14-day free trial. Card required.")).toBeInTheDocument();
    expect(solo.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/signup?plan=solo&billing=monthly",
    );
  });

  it("lists what each plan's flags include, and sets the popular plan apart", () => {
    render(<PlansFromTheApi />);

    const solo = within(card("Solo"));
    expect(solo.getByText("Lead alerts by e-mail")).toBeInTheDocument();
    expect(solo.queryByText("Priority support")).toBeNull();
    expect(solo.queryByText("Most popular")).toBeNull();
    const team = within(card("Team"));
    expect(team.getByText("Lead alerts by text and e-mail")).toBeInTheDocument();
    expect(team.getByText("Advanced call analytics")).toBeInTheDocument();
    expect(team.getByText("Priority support")).toBeInTheDocument();
    expect(team.getByText("Most popular")).toBeInTheDocument();
  });
});

describe("PricingTable monthly", () => {
  it("starts monthly with $39, $59 and $99 a month and each plan's minutes", () => {
    render(<Monthly />);

    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Annual" })).not.toBeChecked();
    const expected = [
      ["Starter", "$39", ["100 minutes included", "$0.30 per minute over"]],
      ["Growth", "$59", ["500 minutes included", "$0.20 per minute over"]],
      ["Unlimited", "$99", ["Unlimited minutes", "No overage charges"]],
    ] as const;
    for (const [name, price, features] of expected) {
      const plan = within(card(name));
      expect(plan.getByText(price)).toHaveClass("rl-pricing__amount");
      expect(plan.getByText("/month")).toBeInTheDocument();
      for (const feature of features) expect(plan.getByText(feature)).toBeInTheDocument();
      expect(plan.getByText("7-day free trial. Card required.")).toBeInTheDocument();
      expect(plan.queryByText("33% OFF")).toBeNull();
    }
  });

  it("sends each plan's button to sign-up with monthly billing", () => {
    render(<Monthly />);

    for (const plan of ["starter", "growth", "unlimited"]) {
      const name = plan[0]?.toUpperCase() + plan.slice(1);
      expect(within(card(name)).getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
        "href",
        `/signup?plan=${plan}&billing=monthly`,
      );
    }
  });
});

describe("PricingTable annual", () => {
  it("shows $314, $474 and $796 a year with the savings, 33% OFF and 4 months free", () => {
    render(<Annual />);

    expect(screen.getByRole("radio", { name: "Annual" })).toBeChecked();
    const expected = [
      ["Starter", "$314", "Save $154 per year + FREE premium onboarding"],
      ["Growth", "$474", "Save $234 per year + FREE premium onboarding"],
      ["Unlimited", "$796", "Save $392 per year + FREE premium onboarding"],
    ] as const;
    for (const [name, price, savings] of expected) {
      const plan = within(card(name));
      expect(plan.getByText(price)).toBeInTheDocument();
      expect(plan.getByText("/year")).toBeInTheDocument();
      expect(plan.getByText(savings)).toBeInTheDocument();
      expect(plan.getByText("33% OFF")).toBeInTheDocument();
      expect(plan.getByText("4 months free")).toBeInTheDocument();
    }
    expect(within(card("Growth")).getByRole("link")).toHaveAttribute(
      "href",
      "/signup?plan=growth&billing=annual",
    );
  });

  it("switches from monthly to annual with the keyboard and back with a click", async () => {
    const user = userEvent.setup();
    const { container } = render(<ToggledToAnnual />);
    await ToggledToAnnual.play?.({ userEvent: user, canvasElement: container });

    expect(screen.getByRole("radio", { name: "Annual" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Annual" })).toHaveFocus();
    expect(within(card("Starter")).getByText("$314")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(within(card("Starter")).getByText("$39")).toBeInTheDocument();
    expect(screen.queryByText("33% OFF")).toBeNull();
  });

  it("tells the page which billing period the visitor switched to", async () => {
    const user = userEvent.setup();
    const onBillingChange = vi.fn();
    render(<PricingTable onBillingChange={onBillingChange} />);

    await user.click(screen.getByRole("radio", { name: "Annual" }));
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(onBillingChange.mock.calls).toEqual([["annual"], ["monthly"]]);
  });

  it("groups the two periods as one named radio group", () => {
    render(<Monthly />);

    const group = screen.getByRole("group", { name: "Billing period" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(2);
    expect(radios[0]?.getAttribute("name")).toBe(radios[1]?.getAttribute("name"));
  });
});

describe("PricingTable links", () => {
  it("sends a signed-in visitor to the dashboard", () => {
    render(<SignedIn />);

    const links = screen.getAllByRole("link", { name: "Go to Dashboard" });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("Start Free Trial")).toBeNull();
  });

  it("points at Ringline's site when given a base URL", () => {
    render(<PartnerSite />);

    expect(within(card("Unlimited")).getByRole("link")).toHaveAttribute(
      "href",
      "https://ringline.ai/signup?plan=unlimited&billing=monthly",
    );
  });

  it("reports select_item with the plan, period and price, also to gtag", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    render(<PricingTable onEvent={onEvent} />);

    await user.click(screen.getByRole("radio", { name: "Annual" }));
    await user.click(within(card("Growth")).getByRole("link"));

    const properties = {
      item_list_id: "pricing_table",
      plan: "growth",
      billing: "annual",
      currency: "USD",
      value: 474,
    };
    expect(onEvent).toHaveBeenCalledExactlyOnceWith("select_item", properties);
    expect(gtag).toHaveBeenCalledWith("event", "select_item", properties);
  });

  it("reports nothing when a signed-in visitor goes to the dashboard", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<PricingTable signedIn onEvent={onEvent} />);

    await user.click(within(card("Starter")).getByRole("link"));

    expect(onEvent).not.toHaveBeenCalled();
  });
});

describe("PricingTable in Spanish", () => {
  it("translates every text", () => {
    render(<Spanish />);

    expect(screen.getByRole("group", { name: "Periodo de facturación" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Anual" })).toBeChecked();
    const starter = within(card("Starter"));
    expect(starter.getByText("/año")).toBeInTheDocument();
    expect(starter.getByText("Ahorra $154 al año + incorporación premium GRATIS")).toBeVisible();
    expect(starter.getByText("33% DE DESCUENTO")).toBeInTheDocument();
    expect(starter.getByText("4 meses gratis")).toBeInTheDocument();
    expect(starter.getByText("$0.30 por minuto adicional")).toBeInTheDocument();
    expect(starter.getByRole("link", { name: "Comenzar prueba gratuita" })).toBeInTheDocument();
  });
});

describe("PricingTable accessibility", () => {
  it.each([
    ["Monthly", Monthly],
    ["PlansFromTheApi", PlansFromTheApi],
    ["Annual", Annual],
    ["SignedIn", SignedIn],
    ["PartnerSite", PartnerSite],
    ["Spanish", Spanish],
    ["Dark", Dark],
  ] as const)("has no axe violations in the %s story", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });
});
