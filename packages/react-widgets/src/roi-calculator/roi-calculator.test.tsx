import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { RoiCalculator } from "./roi-calculator.js";
import * as stories from "./roi-calculator.stories.js";

const { Default, StarterWithOverage, Growth, NegativeReturn, PartnerSite, Spanish, Dark } =
  composeStories(stories);

/** The value shown next to a figure's name, e.g. figure("Monthly cost") → "$99". */
function figure(term: string): string {
  const value = screen.getByText(term, { selector: "dt" }).nextElementSibling;
  return value?.firstChild?.textContent ?? "";
}

function slider(label: string): HTMLInputElement {
  return screen.getByRole("slider", { name: label });
}

/** jsdom cannot navigate: links are checked by their href and events instead. */
/** Moves a slider as a browser does: the value changes, then `input` and `change` fire. */
function moveSlider(label: string, value: number) {
  const input = slider(label);
  fireEvent.input(input, { target: { value: String(value) } });
  fireEvent.change(input, { target: { value: String(value) } });
}

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

describe("RoiCalculator sliders", () => {
  it("are native range inputs with labels, the issue's ranges and spoken values", () => {
    render(<Default />);

    const expected = [
      ["Missed calls per month", "5", "200", "5", "25", "25 calls"],
      ["Average deal value", "1000", "50000", "500", "10000", "$10,000"],
      ["Conversion rate", "5", "50", "5", "10", "10%"],
      ["Plan", "0", "2", "1", "2", "Unlimited ($99/month)"],
    ] as const;
    for (const [label, min, max, step, value, valueText] of expected) {
      const input = slider(label);
      expect(input).toHaveAttribute("type", "range");
      expect(input).toHaveAttribute("min", min);
      expect(input).toHaveAttribute("max", max);
      expect(input).toHaveAttribute("step", step);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute("aria-valuetext", valueText);
    }
  });

  it("shows the default figures", () => {
    render(<Default />);

    expect(figure("Monthly lost revenue")).toBe("$25,000");
    expect(figure("Annual lost revenue")).toBe("$300,000");
    expect(figure("Calls captured per month")).toBe("25");
    expect(figure("Minutes used per month")).toBe("75");
    expect(figure("Monthly cost")).toBe("$99");
    expect(figure("Annual cost (with $99 setup)")).toBe("$1,287");
    expect(figure("Net annual gain")).toBe("$298,713");
    expect(figure("Return on investment")).toBe("23,210%");
    expect(screen.getByRole("status")).toHaveTextContent("23,210% ROI: $298,713 net gain per year");
  });

  it("recalculates as a slider moves", () => {
    render(<Default />);

    moveSlider("Missed calls per month", 50);

    expect(slider("Missed calls per month")).toHaveAttribute("aria-valuetext", "50 calls");
    expect(figure("Monthly lost revenue")).toBe("$50,000");
    expect(figure("Minutes used per month")).toBe("150");
    expect(figure("Net annual gain")).toBe("$598,713");
  });

  it("tells the page which plan the plan slider moved to", () => {
    const onPlanChange = vi.fn();
    render(<RoiCalculator onPlanChange={onPlanChange} />);

    moveSlider("Missed calls per month", 50);
    expect(onPlanChange).not.toHaveBeenCalled();
    moveSlider("Plan", 0);
    moveSlider("Plan", 1);
    expect(onPlanChange.mock.calls).toEqual([["starter"], ["growth"]]);
  });

  it("shows Starter's overage under the monthly cost", () => {
    render(<StarterWithOverage />);

    expect(figure("Monthly cost")).toBe("$189");
    expect(screen.getByText("includes $150 overage for 500 extra minutes")).toBeInTheDocument();
    expect(figure("Annual cost (with $99 setup)")).toBe("$2,367");
    expect(figure("Return on investment")).toBe("101,294%");
  });

  it("shows Growth without overage", () => {
    render(<Growth />);

    expect(figure("Monthly cost")).toBe("$59");
    expect(screen.queryByText(/overage/)).toBeNull();
    expect(figure("Return on investment")).toBe("148,599%");
  });

  it("prices the plans it is given, and marks a loss", () => {
    render(<NegativeReturn />);

    expect(slider("Plan")).toHaveAttribute("max", "0");
    expect(slider("Plan")).toHaveAttribute("aria-valuetext", "Premium ($499/month)");
    expect(figure("Monthly cost")).toBe("$505.25");
    expect(figure("Net annual gain")).toBe("-$3,162");
    expect(screen.getByRole("link", { name: "Get Started with Premium" })).toHaveAttribute(
      "href",
      "/checkout?plan=premium",
    );
    expect(screen.getByRole("status")).toHaveAttribute("data-negative", "true");
  });
});

describe("RoiCalculator checkout link", () => {
  it("leads to checkout with the chosen plan and follows the plan slider", () => {
    render(<Default />);

    const link = screen.getByRole("link", { name: "Get Started with Unlimited" });
    expect(link).toHaveAttribute("href", "/checkout?plan=unlimited");

    moveSlider("Plan", 0);
    expect(screen.getByRole("link", { name: "Get Started with Starter" })).toHaveAttribute(
      "href",
      "/checkout?plan=starter",
    );
    moveSlider("Plan", 1);
    expect(screen.getByRole("link", { name: "Get Started with Growth" })).toHaveAttribute(
      "href",
      "/checkout?plan=growth",
    );
  });

  it("points at Ringline's site when given a base URL", () => {
    render(<PartnerSite />);

    expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute(
      "href",
      "https://ringline.ai/checkout?plan=unlimited",
    );
  });

  it("reports begin_checkout with the plan and monthly cost, also to gtag", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    render(<RoiCalculator defaultValues={{ missedCalls: 200, planIndex: 0 }} onEvent={onEvent} />);

    await user.click(screen.getByRole("link", { name: "Get Started with Starter" }));

    const properties = { source: "roi_calculator", plan: "starter", currency: "USD", value: 189 };
    expect(onEvent).toHaveBeenCalledExactlyOnceWith("begin_checkout", properties);
    expect(gtag).toHaveBeenCalledWith("event", "begin_checkout", properties);
  });
});

describe("RoiCalculator in Spanish", () => {
  it("translates labels, values and the link", () => {
    render(<Spanish />);

    expect(screen.getByRole("heading", { name: "Calcula tu retorno de inversión" })).toBeVisible();
    expect(slider("Llamadas perdidas al mes")).toHaveAttribute("aria-valuetext", "25 llamadas");
    expect(slider("Plan")).toHaveAttribute("aria-valuetext", "Unlimited ($99/mes)");
    expect(figure("Ingresos perdidos al mes")).toBe("$25,000");
    expect(screen.getByRole("link", { name: "Empezar con Unlimited" })).toBeInTheDocument();
  });
});

describe("RoiCalculator accessibility", () => {
  it.each([
    ["Default", Default],
    ["StarterWithOverage", StarterWithOverage],
    ["Growth", Growth],
    ["NegativeReturn", NegativeReturn],
    ["PartnerSite", PartnerSite],
    ["Spanish", Spanish],
    ["Dark", Dark],
  ] as const)("has no axe violations in the %s story", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });

  it("renders the Dark story in the dark theme", () => {
    render(<Dark />);
    expect(document.documentElement).toHaveAttribute("data-rl-theme", "dark");
  });
});
