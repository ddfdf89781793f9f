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

/** A signed-in visitor: every button goes to the dashboard. */
export const SignedIn: Story = { args: { signedIn: true } };

/** Links point at Ringline's site, as on a partner page. */
export const PartnerSite: Story = { args: { baseUrl: "https://ringline.ai" } };

export const Spanish: Story = { args: { locale: "es", defaultBilling: "annual" } };

export const Dark: Story = { args: { defaultBilling: "annual" }, globals: { theme: "dark" } };
