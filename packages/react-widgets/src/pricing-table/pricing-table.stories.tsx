import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { PricingTable } from "./pricing-table.js";

const meta = {
  title: "Widgets/Pricing table",
  component: PricingTable,
  args: { defaultBilling: "monthly", signedIn: false, baseUrl: "" },
  argTypes: {
    defaultBilling: { control: "inline-radio", options: ["monthly", "annual"] },
    onEvent: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly prices, the default. */
export const Monthly: Story = {};

/** Annual prices with the savings, "33% OFF" and "4 months free". */
export const Annual: Story = { args: { defaultBilling: "annual" } };

/** Starts monthly; the play function switches to annual with the keyboard. */
export const ToggledToAnnual: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("radio", { name: "Monthly" }));
    await userEvent.keyboard("{ArrowRight}");
  },
};

/**
 * The plans the API answers (`GET /api/plans`): the table shows whatever it is given, here
 * two plans with other prices, minutes and trial.
 */
export const PlansFromTheApi: Story = {
  args: {
    popularPlanId: "team",
    plans: [
      {
        id: "solo",
        name: "Solo",
        monthlyPrice: 29,
        annualPrice: 290,
        minutesIncluded: 60,
        overageRatePerMinute: 0.35,
        hasSmsNotifications: false,
        hasAdvancedAnalytics: false,
        hasPrioritySupport: false,
        trialDays: 14,
      },
      {
        id: "team",
        name: "Team",
        monthlyPrice: 149,
        annualPrice: 1490,
        minutesIncluded: 2000,
        overageRatePerMinute: 0.15,
        hasSmsNotifications: true,
        hasAdvancedAnalytics: true,
        hasPrioritySupport: true,
        trialDays: 14,
      },
    ],
  },
};

/** A signed-in visitor: every button goes to the dashboard. */
export const SignedIn: Story = { args: { signedIn: true } };

/** Links point at Ringline's site, as on a partner page. */
export const PartnerSite: Story = { args: { baseUrl: "https://ringline.ai" } };

export const Spanish: Story = { args: { locale: "es", defaultBilling: "annual" } };

export const Dark: Story = { args: { defaultBilling: "annual" }, globals: { theme: "dark" } };
