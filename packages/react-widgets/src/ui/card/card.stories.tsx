import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge.js";
import { LinkButton } from "../button/link-button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";

const meta = {
  title: "Design system/Card",
  component: Card,
  parameters: { localized: false },
  render: (args) => (
    <Card {...args} style={{ width: "22rem" }}>
      <CardHeader>
        <CardTitle id="minutes-title">Minutes this month</CardTitle>
        <CardDescription>Resets on 1 July.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          312 of 500 minutes used <Badge variant="info">62%</Badge>
        </p>
      </CardContent>
      <CardFooter>
        <LinkButton href="/dashboard/billing" variant="secondary" size="sm">
          Upgrade plan
        </LinkButton>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, content and footer. */
export const Default: Story = {};

/** A named region of a dashboard page. */
export const Section: Story = { args: { as: "section", "aria-labelledby": "minutes-title" } };

/** Content only. */
export const ContentOnly: Story = {
  render: () => (
    <Card style={{ width: "22rem" }}>
      <CardContent>Your receptionist answered every call today.</CardContent>
    </Card>
  ),
};

/** Spanish texts. */
export const Spanish: Story = {
  render: () => (
    <Card style={{ width: "22rem" }}>
      <CardHeader>
        <CardTitle>Minutos de este mes</CardTitle>
        <CardDescription>Se reinician el 1 de julio.</CardDescription>
      </CardHeader>
      <CardContent>312 de 500 minutos usados</CardContent>
    </Card>
  ),
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: "dark" } };
