// The one CSV writer of the API's exports (the owner's calls, the back office's customers):
// RFC 4180 with a header row and CRLF line ends, every field quoted, and nothing a spreadsheet
// would run as a formula.

/**
 * A value that a spreadsheet would read as a formula: a leading `=`, `@`, tab or carriage
 * return, or a leading `+` or `-` that does not start a plain number (`+1 415 555 0177`, a
 * phone number, or `-12.5` stay as they are: they compute nothing).
 */
function isFormula(text: string): boolean {
  return /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d .()-]*$/.test(text));
}

/**
 * One field: empty for null or undefined, a formula neutralised with a leading `'`, quoted,
 * with its quotes doubled.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = isFormula(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row of fields, ended with CRLF. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The header row: the column names as they are (they are the writer's own, never data). */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.join(",")}\r\n`;
}
