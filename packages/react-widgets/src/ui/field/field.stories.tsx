import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "../select/select.js";
import { Field } from "./field.js";

const meta = {
  title: "Design system/Field",
  component: Field,
  args: {
    label: "Work email",
    children: <input type="email" name="email" autoComplete="email" />,
  },
  argTypes: { children: { control: false } },
  parameters: { localized: false },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label and a text input. */
export const Default: Story = {};

/** A hint under the label, read out with the input. */
export const WithHint: Story = { args: { hint: "We send receipts and call summaries here." } };

/** Invalid: the error is shown, read out, and the input is marked invalid. */
export const WithError: Story = {
  args: {
    hint: "We send receipts and call summaries here.",
    error: "Enter an email address like name@example.com",
    children: <input type="email" name="email" defaultValue="sam@" />,
  },
};

/** Required: a marker after the label and `aria-required` on the input. */
export const Required: Story = { args: { required: true } };

/** A textarea. */
export const Textarea: Story = {
  args: {
    label: "Greeting",
    hint: "What the receptionist says first.",
    children: <textarea name="greeting" rows={3} />,
  },
};

/** A `Select`. */
export const WithSelect: Story = {
  args: {
    label: "Plan",
    required: true,
    children: (
      <Select
        name="plan"
        placeholder="Choose a plan"
        options={[
          { value: "starter", label: "Starter" },
          { value: "growth", label: "Growth" },
          { value: "unlimited", label: "Unlimited" },
        ]}
      />
    ),
  },
};

/** Spanish texts, from the page: the field has no words of its own. */
export const Spanish: Story = {
  args: {
    label: "Correo del trabajo",
    hint: "Enviamos aquí los recibos.",
    error: "Escribe un correo como nombre@ejemplo.com",
    required: true,
  },
};

/** Invalid, on the dark theme. */
export const Dark: Story = {
  args: { error: "Enter an email address", required: true },
  globals: { theme: "dark" },
};
