import type { Meta, StoryObj } from "@storybook/react-vite";
import { StoryRouterLink } from "../shared/story-link.js";
import { LinkButton } from "./link-button.js";

const meta = {
  title: "Design system/LinkButton",
  component: LinkButton,
  args: { href: "/signup?plan=growth", children: "Start free trial" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    linkComponent: { control: false },
  },
  parameters: { localized: false },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain anchor styled as a primary button. */
export const Default: Story = {};

/** A secondary link, large. */
export const SecondaryLarge: Story = {
  args: { variant: "secondary", size: "lg", href: "/pricing", children: "See pricing" },
};

/** Rendered by a router's link component (here a stand-in that keeps `to` in `data-to`). */
export const WithRouterLink: Story = { args: { linkComponent: StoryRouterLink } };

/** Spanish text; the component itself has no built-in words. */
export const Spanish: Story = { args: { children: "Empieza la prueba gratis" } };
