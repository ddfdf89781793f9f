import { Button, type TableColumn } from "@ringline/react-widgets";
import { formatDateTime } from "../../shared/format.js";

/**
 * The back office's first column: when the row happened (`at`), as date and time on one line
 * (a `<time>`), naming its row.
 */
export function whenColumn<Row>(
  header: string,
  at: (row: Row) => string,
  key = "when",
): TableColumn<Row> {
  return {
    key,
    header,
    rowHeader: true,
    cell: (row) => (
      <time className="admin-when" dateTime={at(row)}>
        {formatDateTime(at(row))}
      </time>
    ),
  };
}

/**
 * The last column of a list of kept messages: Preview (opens it) and Resend (sends a copy),
 * each named for screen readers by `describe` ("Preview" / "Resend" + what it is).
 */
export function previewResendColumn<Row>({
  describe,
  onPreview,
  canPreview = () => true,
  onResend,
  canResend,
  resending,
  pendingLabel,
}: {
  describe: (row: Row) => string;
  onPreview: (row: Row) => void;
  canPreview?: (row: Row) => boolean;
  onResend: (row: Row) => void;
  canResend: (row: Row) => boolean;
  /** Whether this row's resend is under way. */
  resending: (row: Row) => boolean;
  pendingLabel: string;
}): TableColumn<Row> {
  return {
    key: "actions",
    header: "Actions",
    align: "end",
    cell: (row) => (
      <span className="admin-row-actions">
        <Button
          size="sm"
          variant="ghost"
          disabled={!canPreview(row)}
          aria-label={`Preview ${describe(row)}`}
          onClick={() => onPreview(row)}
        >
          Preview
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!canResend(row)}
          loading={resending(row)}
          pendingLabel={pendingLabel}
          aria-label={`Resend ${describe(row)}`}
          onClick={() => onResend(row)}
        >
          Resend
        </Button>
      </span>
    ),
  };
}
