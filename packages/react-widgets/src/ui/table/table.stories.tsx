import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Badge } from "../badge/badge.js";
import { LinkButton } from "../button/link-button.js";
import { Table, type TableColumn } from "./table.js";

interface Call {
  id: string;
  caller: string;
  status: "answered" | "missed";
  minutes: number;
}

const CALLS: Call[] = [
  { id: "c1", caller: "Dana Whitfield", status: "answered", minutes: 4 },
  { id: "c2", caller: "+1 (555) 010-2233", status: "missed", minutes: 0 },
  { id: "c3", caller: "Luis Ortega", status: "answered", minutes: 12 },
];

const COLUMNS: TableColumn<Call>[] = [
  { key: "caller", header: "Caller", rowHeader: true },
  {
    key: "status",
    header: "Status",
    cell: (call) => (
      <Badge variant={call.status === "missed" ? "danger" : "success"}>
        {call.status === "missed" ? "Missed" : "Answered"}
      </Badge>
    ),
  },
  { key: "minutes", header: "Minutes", align: "end" },
];

/** Typed as a table of calls, so the stories' args check the columns against the rows. */
function CallsTable(props: Parameters<typeof Table<Call>>[0]) {
  return <Table<Call> {...props} />;
}

const meta = {
  title: "Design system/Table",
  component: CallsTable,
  args: { caption: "Recent calls", columns: COLUMNS, rows: CALLS, rowKey: "id" },
  argTypes: { columns: { control: false }, rows: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CallsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows, a row header per row, a badge column and a figure column. */
export const Default: Story = {};

/** Loading: skeleton rows, `aria-busy`, "Loading…" announced. */
export const Loading: Story = { args: { loading: true, skeletonRows: 3 } };

/** No rows: the default message. */
export const Empty: Story = { args: { rows: [] } };

/** No rows, a message of the page's own and an action. */
export const EmptyWithAction: Story = {
  args: {
    rows: [],
    emptyMessage: "No calls yet. Forward your number to start.",
    emptyAction: (
      <LinkButton href="/onboarding/forwarding" size="sm">
        Set up forwarding
      </LinkButton>
    ),
  },
};

/** The error state with a retry button. */
export const ErrorState: Story = { args: { error: true, onRetry: fn() } };

/** The error state with the page's own message and no retry. */
export const ErrorMessage: Story = {
  args: { error: "You do not have access to these calls." },
};

/** The caption kept for screen readers only. */
export const HiddenCaption: Story = { args: { hideCaption: true } };

/** A narrow container: the table scrolls sideways instead of squeezing its columns. */
export const Narrow: Story = {
  args: {
    columns: [
      ...COLUMNS,
      { key: "id", header: "Call reference", width: "12rem" },
      { key: "notes", header: "Notes", cell: () => "Asked about weekend opening hours" },
    ],
  },
  decorators: [(Story) => <div style={{ width: "20rem" }}>{Story()}</div>],
};

/** `stackOnNarrow` in a phone-wide container: each row a card of "label value" lines. */
export const StackedOnNarrow: Story = {
  args: {
    stackOnNarrow: true,
    columns: [
      ...COLUMNS,
      { key: "notes", header: "Notes", cell: () => "Asked about weekend opening hours" },
    ],
  },
  decorators: [(Story) => <div style={{ width: "20rem" }}>{Story()}</div>],
};

/** The built-in texts in Spanish (error state). */
export const Spanish: Story = {
  args: { locale: "es", caption: "Llamadas recientes", error: true, onRetry: fn() },
};

/** Empty, in Spanish. */
export const SpanishEmpty: Story = {
  args: { locale: "es", caption: "Llamadas recientes", rows: [] },
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: "dark" } };
