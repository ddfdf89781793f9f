/**
 * The languages the widgets speak.
 *
 * @example
 * ```tsx
 * <ContactDialog locale="es" open mode="demo" onOpenChange={setOpen} />
 * ```
 */
export type Locale = "en" | "es";

/**
 * The locale used when none is given.
 *
 * @example
 * ```ts
 * const locale = props.locale ?? DEFAULT_LOCALE; // "en"
 * ```
 */
export const DEFAULT_LOCALE: Locale = "en";

/**
 * A widget's texts in every locale.
 *
 * @example
 * ```ts
 * const messages = defineMessages({ en: { close: "Close" }, es: { close: "Cerrar" } });
 * messages.forLocale("es").close; // "Cerrar"
 * ```
 */
export interface Messages<TKey extends string> {
  /** The texts of one locale; English when the locale is missing or unknown. */
  forLocale(locale: Locale | undefined): Readonly<Record<TKey, string>>;
  /**
   * The given English text in another locale when the catalogue holds it, e.g. a
   * validation message of the API contract; any other text comes back unchanged.
   */
  translate(englishText: string, locale: Locale | undefined): string;
}

/**
 * Declares a widget's message catalogue. The Spanish entry must name every English key,
 * so a missing translation is a type error rather than a blank label.
 *
 * @example
 * ```ts
 * const dialogMessages = defineMessages({
 *   en: { close: "Close" },
 *   es: { close: "Cerrar" },
 * });
 * dialogMessages.forLocale(props.locale).close;
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<TEnglish extends Record<string, string>>(catalogue: {
  readonly en: TEnglish;
  readonly es: Readonly<Record<keyof TEnglish & string, string>>;
}): Messages<keyof TEnglish & string> {
  type TKey = keyof TEnglish & string;
  const english: Readonly<Record<TKey, string>> = catalogue.en;
  const keyOfEnglish = new Map<string, TKey>();
  for (const key of Object.keys(english) as TKey[]) keyOfEnglish.set(english[key], key);

  function forLocale(locale: Locale | undefined): Readonly<Record<TKey, string>> {
    // Plain JavaScript callers can pass any string; they get English rather than undefined.
    return locale === "es" ? catalogue.es : english;
  }

  return {
    forLocale,
    translate(englishText, locale) {
      const key = keyOfEnglish.get(englishText);
      return key === undefined ? englishText : forLocale(locale)[key];
    },
  };
}
