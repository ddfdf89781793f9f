import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./checkbox.js";

const meta = {
  title: "Design system/Checkbox",
  component: Checkbox,
  args: { name: "summary", label: "Email me a summary after every call" },
  parameters: { localized: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked. */
export const Default: Story = {};

/** Checked by default. */
export const Checked: Story = { args: { defaultChecked: true } };

/** With a hint read out with the checkbox. */
export const WithHint: Story = {
  args: { hint: "One email per call, with the transcript and the caller's number." },
};

/** Required and not accepted. */
export const WithError: Story = {
  args: {
    name: "terms",
    label: "I accept the terms of service",
    required: true,
    error: "Accept the terms to continue",
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Spanish texts. */
export const Spanish: Story = {
  args: {
    label: "Envíame un resumen después de cada llamada",
    hint: "Un correo por llamada, con la transcripción.",
  },
};
