import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button.js";

const meta = {
  title: "Design system/Button",
  component: Button,
  args: { children: "Save changes", variant: "primary", size: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a view. */
export const Primary: Story = {};

/** Every other action. */
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };

/** A quiet action, in toolbars and table rows. */
export const Ghost: Story = { args: { variant: "ghost", children: "Edit" } };

/** A destructive action. */
export const Danger: Story = { args: { variant: "danger", children: "Delete number" } };

/** Dense layouts; 36 px high. */
export const Small: Story = { args: { size: "sm", variant: "secondary", children: "Export" } };

/** Hero calls to action. */
export const Large: Story = { args: { size: "lg", children: "Start free trial" } };

/** Fills its container, as on narrow forms. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: "Continue to payment" },
  parameters: { layout: "padded" },
};

/** Waiting for the server: spinner, the pending label, clicks ignored, focus kept. */
export const Loading: Story = { args: { loading: true, pendingLabel: "Saving…" } };

/** Loading without a pending label of its own: the default text. */
export const LoadingDefaultLabel: Story = { args: { loading: true } };

/** Natively disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** The default pending label in Spanish. */
export const Spanish: Story = {
  args: { locale: "es", loading: true, children: "Guardar cambios" },
};

/** On the dark theme. */
export const Dark: Story = { args: { variant: "secondary" }, globals: { theme: "dark" } };
