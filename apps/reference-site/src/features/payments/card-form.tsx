import { Trans, useLingui } from "@lingui/react/macro";
import {
  ERROR_CATALOGUE,
  resolveError,
  type TLocalCardInput,
  type TTestCard,
  ZLocalCard,
} from "@ringline/api-client";
import { Button, Field } from "@ringline/react-widgets";
import { type ChangeEvent, type RefObject, useRef } from "react";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";
import {
  cardNumberComplete,
  cvcComplete,
  expiryComplete,
  formatCardNumber,
  formatExpiry,
} from "./card-entry.js";

const EMPTY: Required<TLocalCardInput> = { cardNumber: "", expiry: "", cvc: "", name: "" };

/** What a refused payment says: the catalogue's title, message and suggestion. */
export function paymentFailure(error: unknown): string {
  const resolved = resolveError(error);
  if (resolved.code === "PAYMENT_PROCESSING_ERROR") {
    const entry = ERROR_CATALOGUE.PAYMENT_PROCESSING_ERROR;
    return `${entry.title}: ${entry.message} ${entry.suggestion}`;
  }
  return resolved.message;
}

/**
 * The embedded provider's card form (test cards only), used by its hosted checkout and its
 * portal. `send` gets the typed card; a refusal is shown above the fields. As on the hosted
 * platforms' pages, the number is grouped, the expiry's slash comes by itself, and a field
 * typed to its end hands the cursor to the next one.
 */
export function CardForm({
  submitLabel,
  pendingLabel,
  send,
  testCards,
  defaultName = "",
  resetAfter = false,
}: {
  submitLabel: string;
  pendingLabel: string;
  send: (card: Required<TLocalCardInput>) => Promise<void>;
  testCards?: readonly TTestCard[] | undefined;
  defaultName?: string;
  /** Empties the form after `send` succeeded (the portal stays on the page). */
  resetAfter?: boolean;
}) {
  const { t } = useLingui();
  const form = useForm({ ...EMPTY, name: defaultName }, validatorOf(ZLocalCard));
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  /** A field's input, formatted; on to `next` when typed to its end (not when edited inside). */
  const typed =
    (
      name: "cardNumber" | "expiry" | "cvc",
      format: (value: string) => string,
      complete: (value: string) => boolean,
      next: RefObject<HTMLInputElement | null>,
    ) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const atEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
      const value = format(input.value);
      form.set(name, value);
      if (atEnd && complete(value) && value.length > form.values[name].length) {
        next.current?.focus();
      }
    };
  const submit = form.submit(async (card) => {
    await send(card);
    if (resetAfter) form.reset();
  }, paymentFailure);
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <Field label={t`Card number`} error={form.errors.cardNumber} required>
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          {...form.field("cardNumber")}
          onChange={typed("cardNumber", formatCardNumber, cardNumberComplete, expiryInput)}
        />
      </Field>
      <div className="form-row">
        <Field label={t`Expiry (MM/YY)`} error={form.errors.expiry} required>
          <input
            ref={expiryInput}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            {...form.field("expiry")}
            onChange={typed("expiry", formatExpiry, expiryComplete, cvcInput)}
          />
        </Field>
        <Field label={t`CVC`} error={form.errors.cvc} required>
          <input
            ref={cvcInput}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...form.field("cvc")}
            onChange={typed(
              "cvc",
              (value) => value.replace(/\D/g, "").slice(0, 4),
              (value) => cvcComplete(value, form.values.cardNumber),
              nameInput,
            )}
          />
        </Field>
      </div>
      <Field label={t`Name on card`} error={form.errors.name} required>
        <input ref={nameInput} autoComplete="cc-name" {...form.field("name")} />
      </Field>
      <Button type="submit" fullWidth size="lg" loading={form.pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {testCards && testCards.length > 0 && (
        <details className="test-cards">
          <summary>
            <Trans>Test cards</Trans>
          </summary>
          <p className="muted">
            <Trans>Any future expiry date, any CVC and any name work with them.</Trans>
          </p>
          <ul>
            {testCards.map((card) => (
              <li key={card.number}>
                <button
                  type="button"
                  className="test-card"
                  onClick={() => {
                    form.set("cardNumber", formatCardNumber(card.number));
                    if (!form.values.expiry) form.set("expiry", "12/34");
                    if (!form.values.cvc) form.set("cvc", "123");
                  }}
                >
                  <code>{card.number}</code>
                </button>{" "}
                {card.description}
              </li>
            ))}
          </ul>
        </details>
      )}
    </form>
  );
}
