import { msg } from "@lingui/core/macro";
import "../../styles/purchase-progress.css";
import { i18n } from "../../shared/i18n/i18n.js";
import { type PurchaseStep, purchaseSteps } from "./purchase-steps.js";

const STATE_WORDS = {
  done: msg`done`,
  current: msg`current step`,
  upcoming: msg`to do`,
} as const;

/**
 * Where the buyer is in account → payment → setup: an ordered list, the current step marked
 * with `aria-current="step"`, each step's state said in words for screen readers. (Its words
 * come from the page's catalogue directly: it renders outside a Lingui provider too.)
 */
export function PurchaseProgress({ current }: { current: PurchaseStep }) {
  const steps = purchaseSteps(current);
  const position = steps.findIndex((step) => step.state === "current") + 1;
  const total = steps.length;
  return (
    <nav className="purchase-progress" aria-label={i18n._(msg`Purchase progress`)}>
      <p className="visually-hidden">{i18n._(msg`Step ${position} of ${total}`)}</p>
      <ol className="purchase-progress-list">
        {steps.map((step) => (
          <li
            key={step.id}
            className="purchase-progress-step"
            data-state={step.state}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="purchase-progress-marker" aria-hidden="true">
              {step.state === "done" ? "✓" : step.number}
            </span>
            <span className="purchase-progress-label">
              {step.label}
              <span className="visually-hidden"> ({i18n._(STATE_WORDS[step.state])})</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
