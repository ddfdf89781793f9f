import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Table } from "./table.js";
import * as stories from "./table.stories.js";

const {
  Default,
  Loading,
  Empty,
  EmptyWithAction,
  ErrorState,
  ErrorMessage,
  HiddenCaption,
  Narrow,
  Spanish,
  SpanishEmpty,
  StackedOnNarrow,
} = composeStories(stories);

function bodyRows() {
  const [, ...rows] = screen.getAllByRole("row");
  return rows;
}

describe("Table stories", () => {
  itHasNoAxeViolations(composeStories(stories));
});

describe("Table", () => {
  it("is named by its caption, with column headers, row headers and cells", () => {
    render(<Default />);
    const table = screen.getByRole("table", { name: "Recent calls" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Caller", "Status", "Minutes"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Dana Whitfield", "+1 (555) 010-2233", "Luis Ortega"]);
    expect(within(bodyRows()[1] as HTMLElement).getByText("Missed")).toHaveClass(
      "rl-badge--danger",
    );
    expect(within(bodyRows()[2] as HTMLElement).getByRole("cell", { name: "12" })).toHaveAttribute(
      "data-align",
      "end",
    );
    expect(table).not.toHaveAttribute("aria-busy");
  });

  it("stacks as cards when asked: each value beside its column's name, the roles kept", () => {
    render(<StackedOnNarrow />);
    const region = screen.getByRole("region", { name: "Recent calls" });
    expect(region).toHaveClass("rl-table--stack");
    const table = within(region).getByRole("table", { name: "Recent calls" });
    expect(table).toHaveAttribute("role", "table");
    const [first] = bodyRows();
    expect(first).toHaveAttribute("role", "row");
    expect(within(first as HTMLElement).getByRole("rowheader")).toHaveAttribute(
      "data-label",
      "Caller",
    );
    const cells = within(first as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual([
      "Status",
      "Minutes",
      "Notes",
    ]);
  });

  it("names a stacked value by the column's label where its header is not text", () => {
    render(
      <Table
        caption="Calls"
        stackOnNarrow
        rows={[{ id: "c1", when: "Nov 24" }]}
        rowKey="id"
        columns={[{ key: "when", header: <abbr title="Date">D</abbr>, label: "Date" }]}
      />,
    );
    expect(screen.getByRole("cell", { name: "Nov 24" })).toHaveAttribute("data-label", "Date");
  });

  it("is a plain table without stackOnNarrow", () => {
    render(<Default />);
    expect(screen.getByRole("region", { name: "Recent calls" })).not.toHaveClass("rl-table--stack");
    expect(bodyRows()[0]).not.toHaveAttribute("role");
    expect(screen.getAllByRole("cell")[0]).not.toHaveAttribute("data-label");
  });

  it("scrolls in a focusable region named by the caption", () => {
    render(<Narrow />);
    const region = screen.getByRole("region", { name: "Recent calls" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("rl-table");
    expect(screen.getByRole("columnheader", { name: "Call reference" })).toHaveStyle({
      width: "12rem",
    });
  });

  it("while loading shows skeleton rows, is busy and announces it", () => {
    render(<Loading />);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]?.querySelectorAll(".rl-skeleton")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByText("Dana Whitfield")).toBeNull();
  });

  it("clears the announcement when loading ends", () => {
    const columns = [{ key: "name", header: "Name" }];
    const { rerender } = render(<Table caption="People" columns={columns} rows={[]} loading />);
    rerender(<Table caption="People" columns={columns} rows={[{ name: "Ana" }]} />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("cell", { name: "Ana" })).toBeInTheDocument();
  });

  it("shows the empty message across all columns", () => {
    render(<Empty />);
    const cell = screen.getByRole("cell", { name: "Nothing to show yet." });
    expect(cell).toHaveAttribute("colspan", "3");
  });

  it("shows the page's empty message and action", () => {
    render(<EmptyWithAction />);
    expect(screen.getByText("No calls yet. Forward your number to start.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up forwarding" })).toHaveAttribute(
      "href",
      "/onboarding/forwarding",
    );
  });

  it("shows the error as an alert with a retry button that calls onRetry", async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("This list could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the page's error message, without a retry button when there is no onRetry", () => {
    render(<ErrorMessage />);
    expect(screen.getByRole("alert")).toHaveTextContent("You do not have access to these calls.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps a hidden caption for screen readers", () => {
    render(<HiddenCaption />);
    expect(screen.getByRole("table", { name: "Recent calls" })).toBeInTheDocument();
    expect(screen.getByText("Recent calls")).toHaveClass("rl-visually-hidden");
  });

  it("speaks Spanish", () => {
    render(<Spanish />);
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo cargar esta lista.");
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    render(<SpanishEmpty />);
    expect(screen.getByText("Todavía no hay nada que mostrar.")).toBeInTheDocument();
  });

  it("asks a rowKey function for each row's key", () => {
    const rows = [
      { id: "a", name: "Ana" },
      { id: "b", name: "Ben" },
    ];
    const rowKey = vi.fn((row: { id: string }) => row.id);
    render(
      <Table
        caption="People"
        columns={[{ key: "name", header: "Name" }]}
        rows={rows}
        rowKey={rowKey}
      />,
    );
    expect(rowKey).toHaveBeenCalledWith(rows[0], 0);
    expect(screen.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Ana", "Ben"]);
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(
      <Table caption="People" columns={[{ key: "name", header: "Name" }]} rows={[]} />,
    );
    expect(shadowRoot.querySelector('style[data-ringline="table"]')).not.toBeNull();
    unmount();
  });
});
