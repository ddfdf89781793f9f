import type { Meta, StoryObj } from "@storybook/react-vite";
import { RoiCalculator } from "./roi-calculator.js";

const meta = {
  title: "Widgets/ROI calculator",
  component: RoiCalculator,
  args: { baseUrl: "" },
  argTypes: { defaultValues: { control: "object" }, onEvent: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof RoiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The starting values: 25 calls, $10,000, 10 %, Unlimited. */
export const Default: Story = {};

/** Starter with 200 missed calls: 600 minutes, 500 of them billed as overage. */
export const StarterWithOverage: Story = {
  args: { defaultValues: { missedCalls: 200, planIndex: 0 } },
};

/** Growth: 500 minutes cover up to 166 calls, so no overage here. */
export const Growth: Story = {
  args: { defaultValues: { missedCalls: 100, dealValue: 5_000, conversionRate: 20, planIndex: 1 } },
};

/**
 * Plans from the API (here one made-up premium plan): the calculator prices whatever plans
 * it is given; at the lowest figures this one costs more than the calls are worth.
 */
export const NegativeReturn: Story = {
  args: {
    plans: [
      {
        id: "premium",
        name: "Premium",
        monthlyPrice: 499,
        annualPrice: 4790,
        minutesIncluded: 10,
        overageRatePerMinute: 1.25,
        hasSmsNotifications: true,
        hasAdvancedAnalytics: true,
        hasPrioritySupport: true,
        trialDays: 7,
      },
    ],
    defaultValues: { missedCalls: 5, dealValue: 1_000, conversionRate: 5 },
  },
};

/** Links point at Ringline's site, as on a partner page. */
export const PartnerSite: Story = { args: { baseUrl: "https://ringline.ai" } };

export const Spanish: Story = { args: { locale: "es" } };

export const Dark: Story = { globals: { theme: "dark" } };
