import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.js";

const meta = {
  title: "Design system/Badge",
  component: Badge,
  args: { children: "Beta", variant: "neutral" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["neutral", "success", "warning", "danger", "info"],
    },
  },
  parameters: { localized: false },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Success: Story = { args: { variant: "success", children: "Answered" } };
export const Warning: Story = { args: { variant: "warning", children: "Trial ends soon" } };
export const Danger: Story = { args: { variant: "danger", children: "Missed" } };
export const Info: Story = { args: { variant: "info", children: "New" } };

/** Every variant on the dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  render: () => (
    <p style={{ display: "flex", gap: "0.5rem" }}>
      <Badge>Beta</Badge>
      <Badge variant="success">Answered</Badge>
      <Badge variant="warning">Trial ends soon</Badge>
      <Badge variant="danger">Missed</Badge>
      <Badge variant="info">New</Badge>
    </p>
  ),
};

/** Spanish text. */
export const Spanish: Story = { args: { variant: "success", children: "Atendida" } };
