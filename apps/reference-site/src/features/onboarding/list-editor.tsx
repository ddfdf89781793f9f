import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@ringline/react-widgets";
import type { ReactNode } from "react";

/**
 * A list the owner adds to and removes from (questions, appointment types, websites): each
 * row's fields come from `renderItem`, with a remove button; an add button below, hidden once
 * `max` rows exist.
 */
export function ListEditor<Item>({
  legend,
  hint,
  items,
  onChange,
  renderItem,
  newItem,
  addLabel,
  itemLabel,
  max,
  error,
}: {
  legend: string;
  hint?: string | undefined;
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  renderItem: (item: Item, index: number, update: (item: Item) => void) => ReactNode;
  newItem: () => Item;
  addLabel: string;
  /** Names a row for its remove button ("Remove question 2"). */
  itemLabel: string;
  max: number;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const update = (index: number) => (item: Item) =>
    onChange(items.map((current, position) => (position === index ? item : current)));
  return (
    <fieldset className="list-editor">
      <legend>{legend}</legend>
      {hint && <p className="muted list-editor-hint">{hint}</p>}
      {items.length > 0 && (
        <ol className="list-editor-items">
          {items.map((item, index) => {
            const position = index + 1;
            return (
              // Rows have no identity of their own; their position is what the owner edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="list-editor-item">
                <div className="list-editor-fields">{renderItem(item, index, update(index))}</div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove ${itemLabel} ${position}`}
                  onClick={() => onChange(items.filter((_, position) => position !== index))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {items.length < max && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onChange([...items, newItem()])}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
