import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { Locale } from "../../shared/messages.js";
import { StoryRouterLink } from "../shared/story-link.js";
import { Pagination } from "./pagination.js";

interface PaginationExampleProps {
  /** `buttons` keeps the page in state; `links` and `router` give every page a URL. */
  mode: "buttons" | "links" | "router";
  page: number;
  pageCount?: number | undefined;
  /** With `pageSize`, instead of `pageCount`. */
  total?: number;
  pageSize?: number;
  locale?: Locale;
}

function PaginationExample({
  mode,
  page,
  pageCount,
  total,
  pageSize,
  locale,
}: PaginationExampleProps) {
  const [current, setCurrent] = useState(page);
  const count =
    pageCount !== undefined ? { pageCount } : { total: total ?? 0, pageSize: pageSize ?? 25 };
  if (mode === "buttons") {
    return <Pagination {...count} page={current} onPageChange={setCurrent} locale={locale} />;
  }
  return (
    <Pagination
      {...count}
      page={current}
      hrefFor={(next) => `?page=${next}`}
      linkComponent={mode === "router" ? StoryRouterLink : undefined}
      // The stand-in router link does not navigate; following the click keeps the story alive.
      onPageChange={mode === "router" ? setCurrent : undefined}
      locale={locale}
    />
  );
}

const meta = {
  title: "Design system/Pagination",
  component: PaginationExample,
  args: { mode: "buttons", page: 1, pageCount: 10 },
  argTypes: { mode: { control: "inline-radio", options: ["buttons", "links", "router"] } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof PaginationExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons on the first page: Previous is disabled. */
export const FirstPage: Story = {};

/** Buttons in the middle: an ellipsis on each side. */
export const MiddlePage: Story = { args: { page: 5 } };

/** The last page: Next is disabled. */
export const LastPage: Story = { args: { page: 10 } };

/** Few pages: no ellipsis. */
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** Pages as plain links to `?page=N`. */
export const Links: Story = { args: { mode: "links", page: 5 } };

/** Links rendered by a router's link component. */
export const RouterLinks: Story = { args: { mode: "router", page: 3 } };

/** The page count from a total and a page size: 230 items, 25 a page, 10 pages. */
export const FromTotal: Story = {
  args: { pageCount: undefined, total: 230, pageSize: 25, page: 9 },
};

/** The built-in texts in Spanish. */
export const Spanish: Story = { args: { locale: "es", page: 5 } };

/** On the dark theme. */
export const Dark: Story = { args: { page: 5 }, globals: { theme: "dark" } };
