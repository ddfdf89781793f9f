import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.js";

const meta = {
  title: "Design system/Skeleton",
  component: Skeleton,
  args: { shape: "text", width: "16rem" },
  argTypes: { shape: { control: "inline-radio", options: ["text", "block", "circle"] } },
  parameters: { localized: false },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text. */
export const Text: Story = {};

/** A block, e.g. a chart. */
export const Block: Story = { args: { shape: "block", width: "20rem", height: "8rem" } };

/** An avatar. */
export const Circle: Story = { args: { shape: "circle", width: "2.5rem", height: "2.5rem" } };

/** A card loading, announced by its container: the skeletons themselves are hidden. */
export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: "grid", gap: "0.5rem", width: "20rem" }}>
      <p style={{ position: "absolute", clipPath: "inset(50%)" }}>Loading the call summary…</p>
      <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  ),
};

/** The same, announced in Spanish. */
export const Spanish: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: "grid", gap: "0.5rem", width: "20rem" }}>
      <p style={{ position: "absolute", clipPath: "inset(50%)" }}>Cargando el resumen…</p>
      <Skeleton width="60%" />
      <Skeleton />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { args: { shape: "block", height: "4rem" }, globals: { theme: "dark" } };
