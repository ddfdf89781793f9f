import type { Meta, StoryObj } from "@storybook/react-vite";
import { StoryRouterLink } from "../shared/story-link.js";
import { TabLinks } from "./tab-links.js";

const SECTIONS = [
  { href: "/dashboard/calls", label: "Calls" },
  { href: "/dashboard/numbers", label: "Numbers", current: true },
  { href: "/dashboard/billing", label: "Billing" },
  { href: "/dashboard/settings", label: "Settings" },
];

const meta = {
  title: "Design system/TabLinks",
  component: TabLinks,
  args: { label: "Dashboard sections", items: SECTIONS },
  argTypes: { items: { control: false }, linkComponent: { control: false } },
  parameters: { localized: false, layout: "padded" },
} satisfies Meta<typeof TabLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain anchors; "Numbers" is the current page. */
export const Default: Story = {};

/** Links rendered by a router's link component. */
export const WithRouterLink: Story = { args: { linkComponent: StoryRouterLink } };

/** Spanish labels. */
export const Spanish: Story = {
  args: {
    label: "Secciones del panel",
    items: [
      { href: "/dashboard/calls", label: "Llamadas", current: true },
      { href: "/dashboard/billing", label: "Facturación" },
    ],
  },
};
