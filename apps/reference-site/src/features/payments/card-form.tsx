import {
  ERROR_CATALOGUE,
  resolveError,
  type TLocalCardInput,
  type TTestCard,
  ZLocalCard,
} from "@ringline/api-client";
import { Button, Field } from "@ringline/react-widgets";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";

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
 * portal. `send` gets the typed card; a refusal is shown above the fields.
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
  const form = useForm({ ...EMPTY, name: defaultName }, validatorOf(ZLocalCard));
  const submit = form.submit(async (card) => {
    await send(card);
    if (resetAfter) form.reset();
  }, paymentFailure);
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <Field label="Card number" error={form.errors.cardNumber} required>
        <input inputMode="numeric" autoComplete="cc-number" {...form.field("cardNumber")} />
      </Field>
      <div className="form-row">
        <Field label="Expiry (MM/YY)" error={form.errors.expiry} required>
          <input autoComplete="cc-exp" placeholder="MM/YY" {...form.field("expiry")} />
        </Field>
        <Field label="CVC" error={form.errors.cvc} required>
          <input inputMode="numeric" autoComplete="cc-csc" {...form.field("cvc")} />
        </Field>
      </div>
      <Field label="Name on card" error={form.errors.name} required>
        <input autoComplete="cc-name" {...form.field("name")} />
      </Field>
      <Button type="submit" fullWidth size="lg" loading={form.pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {testCards && testCards.length > 0 && (
        <details className="test-cards">
          <summary>Test cards</summary>
          <p className="muted">Any future expiry date, any CVC and any name work with them.</p>
          <ul>
            {testCards.map((card) => (
              <li key={card.number}>
                <button
                  type="button"
                  className="test-card"
                  onClick={() => {
                    form.set("cardNumber", card.number);
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
