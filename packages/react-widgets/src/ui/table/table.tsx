import { type Key, type ReactNode, useId } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import type { Locale } from "../../shared/messages.js";
import { visuallyHiddenStyles } from "../../shared/visually-hidden.js";
import { Button } from "../button/button.js";
import { classNames } from "../shared/class-names.js";
import { hasContent } from "../shared/has-content.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { Skeleton } from "../skeleton/skeleton.js";
import { tableMessages } from "./table.messages.js";
import { tableStyles } from "./table.styles.js";

const TABLE_STYLE_SHEETS = [baseStyles, visuallyHiddenStyles, tableStyles];

/**
 * One column of a {@link Table}.
 *
 * @example
 * ```tsx
 * const column: TableColumn<Call> = {
 *   key: "duration", header: "Duration", align: "end", cell: (call) => formatDuration(call.seconds),
 * };
 * ```
 */
export interface TableColumn<Row> {
  /** Unique among the columns; also the row's field shown when there is no `cell`. */
  key: string;
  header: ReactNode;
  /** What the cell shows. Default: the row's `key` field when it is a string or number. */
  cell?: ((row: Row, rowIndex: number) => ReactNode) | undefined;
  /** Default `"start"`; `"end"` for figures (tabular numbers). */
  align?: "start" | "center" | "end" | undefined;
  /** The cells of this column name their row (`<th scope="row">`), e.g. a name column. */
  rowHeader?: boolean | undefined;
  /** A CSS width for the column, e.g. `"8rem"`. */
  width?: string | undefined;
  /**
   * The column's name beside each value when rows stack as cards (`stackOnNarrow`). Default:
   * the header, when it is text.
   */
  label?: string | undefined;
}

/**
 * Props of {@link Table}. The states take precedence in this order: `loading`, `error`,
 * empty (no rows), rows.
 *
 * @example
 * ```tsx
 * const props: TableProps<Call> = { caption: "Recent calls", columns, rows: calls, rowKey: "id" };
 * ```
 */
export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Names the table (and its scrolling region). Required: a table needs a name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above says the same. */
  hideCaption?: boolean | undefined;
  /** A field of the row, or a function, that identifies a row. Default: its index. */
  rowKey?: (keyof Row & string) | ((row: Row, rowIndex: number) => Key) | undefined;
  /** Shows skeleton rows, sets `aria-busy` and announces the loading text. */
  loading?: boolean | undefined;
  /** How many skeleton rows while loading. Default 5. */
  skeletonRows?: number | undefined;
  /** Shown when there are no rows. Default "Nothing to show yet." in the `locale`. */
  emptyMessage?: ReactNode | undefined;
  /** An action under the empty message, e.g. a `LinkButton` to add the first item. */
  emptyAction?: ReactNode | undefined;
  /** The error state: a message, or `true` for the default message. */
  error?: ReactNode | undefined;
  /** Shows a retry button in the error state. */
  onRetry?: (() => void) | undefined;
  /** Language of the built-in texts. Default `"en"`. */
  locale?: Locale | undefined;
  /**
   * Where the table is narrower than 34rem (a phone), each row becomes a card of "label value"
   * lines instead of a table that scrolls sideways: nothing is cut, no date wraps to five lines.
   * The table keeps its roles for screen readers either way.
   */
  stackOnNarrow?: boolean | undefined;
  className?: string | undefined;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

function labelOf<Row>(column: TableColumn<Row>): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === "string" ? column.header : undefined;
}

function keyOf<Row>(row: Row, rowIndex: number, rowKey: TableProps<Row>["rowKey"]): Key {
  if (typeof rowKey === "function") return rowKey(row, rowIndex);
  if (rowKey !== undefined) return String(row[rowKey]);
  return rowIndex;
}

/**
 * A data table with a caption, typed columns and its loading, empty and error states. It
 * scrolls sideways on narrow screens rather than squeezing its columns.
 *
 * @example
 * ```tsx
 * import { Badge, Table } from "@ringline/react-widgets";
 *
 * const calls = useQuery(callsQuery);
 * <Table
 *   caption="Recent calls"
 *   rowKey="id"
 *   rows={calls.data ?? []}
 *   loading={calls.isPending}
 *   error={calls.isError}
 *   onRetry={() => calls.refetch()}
 *   columns={[
 *     { key: "caller", header: "Caller", rowHeader: true },
 *     { key: "status", header: "Status", cell: (call) => <Badge variant={call.missed ? "danger" : "success"}>{call.status}</Badge> },
 *     { key: "minutes", header: "Minutes", align: "end" },
 *   ]}
 * />
 * ```
 */
export function Table<Row>({
  columns,
  rows,
  caption,
  hideCaption,
  rowKey,
  loading = false,
  skeletonRows = 5,
  emptyMessage,
  emptyAction,
  error,
  onRetry,
  locale,
  stackOnNarrow = false,
  className,
}: TableProps<Row>) {
  const ref = useStyledRef<HTMLDivElement>(TABLE_STYLE_SHEETS);
  const captionId = `rl-table-${useId().replace(/[^\w-]/g, "")}-caption`;
  const messages = tableMessages.forLocale(locale);
  const hasError = !loading && error !== undefined && error !== null && error !== false;

  function stateRow(content: ReactNode, alert = false) {
    return (
      <tr className="rl-table__row">
        <td className="rl-table__cell" colSpan={columns.length}>
          <div className="rl-table__state" role={alert ? "alert" : undefined}>
            {content}
          </div>
        </td>
      </tr>
    );
  }

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, rowIndex) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else.
      <tr key={rowIndex} className="rl-table__row">
        {columns.map((column) => (
          <td key={column.key} className="rl-table__cell">
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = stateRow(
      <>
        <p>{error === true || !hasContent(error) ? messages.error : error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {messages.retry}
          </Button>
        ) : null}
      </>,
      true,
    );
  } else if (rows.length === 0) {
    body = stateRow(
      <>
        <p>{emptyMessage ?? messages.empty}</p>
        {emptyAction}
      </>,
    );
  } else {
    body = rows.map((row, rowIndex) => (
      <tr
        key={keyOf(row, rowIndex, rowKey)}
        className="rl-table__row"
        role={stackOnNarrow ? "row" : undefined}
      >
        {columns.map((column) => {
          const Cell = column.rowHeader ? "th" : "td";
          return (
            <Cell
              key={column.key}
              scope={column.rowHeader ? "row" : undefined}
              data-row-header={column.rowHeader ? "" : undefined}
              data-align={column.align}
              data-label={stackOnNarrow ? labelOf(column) : undefined}
              // Cards are blocks, not table boxes: the roles keep what the elements say.
              role={stackOnNarrow ? (column.rowHeader ? "rowheader" : "cell") : undefined}
              className="rl-table__cell"
            >
              {column.cell ? column.cell(row, rowIndex) : defaultCell(row, column.key)}
            </Cell>
          );
        })}
      </tr>
    ));
  }

  return (
    // A scrolling region is named and focusable so that keyboard users can scroll it too
    // (WCAG 2.1.1); a <section> would make every table a landmark.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      ref={ref}
      role="region"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      className={classNames("rl-root rl-table", stackOnNarrow && "rl-table--stack", className)}
    >
      <p role="status" className="rl-visually-hidden">
        {loading ? messages.loading : ""}
      </p>
      <table
        className="rl-table__table"
        aria-busy={loading ? true : undefined}
        role={stackOnNarrow ? "table" : undefined}
      >
        <caption
          id={captionId}
          className={hideCaption ? "rl-table__caption rl-visually-hidden" : "rl-table__caption"}
        >
          {caption}
        </caption>
        <thead role={stackOnNarrow ? "rowgroup" : undefined}>
          <tr className="rl-table__row" role={stackOnNarrow ? "row" : undefined}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={stackOnNarrow ? "columnheader" : undefined}
                className="rl-table__header"
                data-align={column.align}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={stackOnNarrow ? "rowgroup" : undefined}>{body}</tbody>
      </table>
    </div>
  );
}
