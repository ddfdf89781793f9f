/**
 * Fills the `{name}` placeholders of a catalogue text. A placeholder without a value is
 * left as it is, so a missing value shows up in review rather than as an empty gap.
 *
 * @example
 * ```ts
 * formatMessage("Save {amount} per year", { amount: "$154" }); // "Save $154 per year"
 * ```
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The `Intl` locale used for figures: Spanish is the United States' Spanish, because the
 * prices are in US dollars and the carriers are American.
 *
 * @example
 * ```ts
 * new Intl.NumberFormat(numberLocaleOf("es")).format(1000); // "1,000"
 * ```
 */
export function numberLocaleOf(locale: string | undefined): string {
  return locale === "es" ? "es-US" : "en-US";
}
