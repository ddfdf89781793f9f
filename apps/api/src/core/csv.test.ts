import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvRow } from "./csv.js";

describe("the CSV writer", () => {
  it("quotes every field, doubles quotes and keeps commas and line breaks inside the field", () => {
    expect(csvRow(["plain", 'Carol "CJ" Banks', "a,b", "two\nlines", 140, true])).toBe(
      '"plain","Carol ""CJ"" Banks","a,b","two\nlines","140","true"\r\n',
    );
  });

  it("writes null and undefined as empty fields", () => {
    expect(csvRow([null, undefined, ""])).toBe('"","",""\r\n');
  });

  it.each([
    ["=HYPERLINK(1)", `"'=HYPERLINK(1)"`],
    ["+SUM(A1:A2)", `"'+SUM(A1:A2)"`],
    ["-2+3*cmd", `"'-2+3*cmd"`],
    ["@SUM(1)", `"'@SUM(1)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
  ])("neutralises the formula %j with a leading apostrophe", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves phone numbers and plain signed numbers as they are", () => {
    expect(csvCell("+14155550177")).toBe('"+14155550177"');
    expect(csvCell("+1 (415) 555-0177")).toBe('"+1 (415) 555-0177"');
    expect(csvCell(-12.5)).toBe('"-12.5"');
  });

  it("writes the header row unquoted", () => {
    expect(csvHeader(["id", "email"])).toBe("id,email\r\n");
  });
});
