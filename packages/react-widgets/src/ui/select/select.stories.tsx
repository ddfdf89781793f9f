import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field.js";
import { Select } from "./select.js";

const PLANS = [
  { value: "starter", label: "Starter — $39/month" },
  { value: "growth", label: "Growth — $59/month" },
  { value: "unlimited", label: "Unlimited — $99/month" },
];

const meta = {
  title: "Design system/Select",
  component: Select,
  args: { name: "plan", options: PLANS, "aria-label": "Plan" },
  parameters: { localized: false },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first option selected. */
export const Default: Story = {};

/** An empty first choice. */
export const WithPlaceholder: Story = { args: { placeholder: "Choose a plan" } };

/** `<option>` children and a disabled option. */
export const WithChildren: Story = {
  args: {
    options: undefined,
    defaultValue: "monthly",
    "aria-label": "Billing",
    children: [
      <option key="monthly" value="monthly">
        Monthly
      </option>,
      <option key="annual" value="annual">
        Annual
      </option>,
      <option key="lifetime" value="lifetime" disabled>
        Lifetime (not offered)
      </option>,
    ],
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** In a `Field` with a label, hint and error. */
export const InField: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Plan" hint="You can change it later." error="Choose a plan" required>
      <Select {...args} placeholder="Choose a plan" />
    </Field>
  ),
};

/** Spanish choices. */
export const Spanish: Story = {
  args: {
    "aria-label": "Plan",
    placeholder: "Elige un plan",
    options: [
      { value: "starter", label: "Inicial" },
      { value: "growth", label: "Crecimiento" },
    ],
  },
};
