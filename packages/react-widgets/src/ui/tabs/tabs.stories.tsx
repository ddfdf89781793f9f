import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { type TabItem, Tabs, type TabsProps } from "./tabs.js";

const ITEMS: TabItem[] = [
  { value: "calls", label: "Calls", content: <p>42 calls this week, 3 missed.</p> },
  { value: "numbers", label: "Numbers", content: <p>+1 (555) 123-4567 forwards to the AI.</p> },
  { value: "billing", label: "Billing", content: <p>Growth plan, renews on 1 July.</p> },
  { value: "settings", label: "Settings", content: <p>Answer after three rings.</p> },
];

/** Keeps the tab the way a page keeps it in the URL, and shows that URL. */
function ControlledTabs(props: Omit<TabsProps, "value" | "onValueChange">) {
  const [tab, setTab] = useState("numbers");
  return (
    <div style={{ display: "grid", gap: "1rem" }}>
      <Tabs {...props} value={tab} onValueChange={setTab} />
      <p>
        URL: <code>/dashboard?tab={tab}</code>
      </p>
    </div>
  );
}

const meta = {
  title: "Design system/Tabs",
  component: Tabs,
  args: { label: "Dashboard sections", items: ITEMS },
  argTypes: { items: { control: false } },
  parameters: { localized: false, layout: "padded" },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled, starting on the first tab. Arrow keys, Home and End move and select. */
export const Default: Story = {};

/** Controlled by the page (`value`, `onValueChange`), as when the tab lives in the URL. */
export const Controlled: Story = { render: (args) => <ControlledTabs {...args} /> };

/** A disabled tab, skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  args: {
    items: ITEMS.map((item) => (item.value === "billing" ? { ...item, disabled: true } : item)),
  },
};

/** Stacked tabs; Up and Down move. */
export const Vertical: Story = { args: { orientation: "vertical" } };

/** Spanish labels. */
export const Spanish: Story = {
  args: {
    label: "Secciones del panel",
    items: [
      { value: "calls", label: "Llamadas", content: <p>42 llamadas esta semana.</p> },
      { value: "billing", label: "Facturación", content: <p>Plan Crecimiento.</p> },
    ],
  },
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: "dark" } };
