import { useId } from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import type { copyText } from "../shared/clipboard.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { visuallyHiddenStyles } from "../shared/visually-hidden.js";
import { CARRIERS, type CarrierId, displayPhoneNumber, telHref } from "./carriers.js";
import { forwardingGuideMessages } from "./forwarding-guide.messages.js";
import { forwardingGuideStyles } from "./forwarding-guide.styles.js";
import {
  type ForwardingCodeRow,
  type ForwardingGuideEvents,
  useForwardingGuide,
} from "./use-forwarding-guide.js";

const FORWARDING_GUIDE_STYLE_SHEETS = [baseStyles, visuallyHiddenStyles, forwardingGuideStyles];

/**
 * Props of {@link ForwardingGuide}.
 *
 * @example
 * ```tsx
 * const props: ForwardingGuideProps = { businessNumber: "+1 (555) 123-4567", defaultCarrier: "verizon" };
 * ```
 */
export interface ForwardingGuideProps {
  /** The business's Ringline number, in any format; codes are shown with it filled in. */
  businessNumber?: string | undefined;
  /** The carrier selected on mount. Default `"att"`. */
  defaultCarrier?: CarrierId | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /**
   * Analytics callback (`phone_number_clicked`, `forwarding_code_copied`); the events also
   * go to `window.gtag` when present.
   */
  onEvent?: AnalyticsHandler<ForwardingGuideEvents> | undefined;
  /** Replaces the clipboard (default: the Clipboard API with an `execCommand` fallback). */
  copyText?: typeof copyText | undefined;
}

/**
 * The call-forwarding guide: pick a carrier (AT&T, Verizon, T-Mobile, Google Voice,
 * RingCentral) and get its codes with the business's number filled in, as tap-to-dial
 * links with copy buttons, the codes that turn forwarding off, app steps for VoIP
 * services, customer service, notes, the iPhone Live Voicemail warning and tips.
 *
 * @example
 * ```tsx
 * import { ForwardingGuide } from "@ringline/react-widgets";
 *
 * <ForwardingGuide businessNumber={account.ringlineNumber} defaultCarrier="tmobile" locale="es" />
 * ```
 */
export function ForwardingGuide(props: ForwardingGuideProps) {
  const texts = forwardingGuideMessages.forLocale(props.locale);
  // The props are the hook's options, passed on whole (the embed counts every byte).
  const guide = useForwardingGuide({ ...props, numberPlaceholder: texts.numberPlaceholder });
  const styleRef = useInjectedStyles(FORWARDING_GUIDE_STYLE_SHEETS);
  const headingId = useId();
  const numberHintId = `${headingId}-number-hint`;
  const numberInput = guide.getNumberInputProps();
  const { carrier, number } = guide;
  const shownNumber = number ? displayPhoneNumber(number) : texts.numberPlaceholder;
  const tips = [texts.tipPause, texts.tipHold, texts.tipCarrier, texts.tipPlan];
  if (carrier.liveVoicemail) tips.push(texts.tipLiveVoicemail);

  let announcement = "";
  if (guide.copy.status === "copied") {
    announcement = formatMessage(texts.copiedAnnouncement, { code: guide.copy.text });
  } else if (guide.copy.status === "failed") {
    announcement = texts.copyFailed;
  }

  function codeList(heading: string, rows: readonly ForwardingCodeRow[]) {
    if (rows.length === 0) return null;
    return (
      <section className="rl-forwarding__section">
        <h4 className="rl-forwarding__subheading">{heading}</h4>
        <ul className="rl-forwarding__codes">
          {rows.map((row) => (
            <CodeRow
              key={row.key}
              row={row}
              label={texts[row.condition]}
              texts={texts}
              carrierName={carrier.name}
            />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section ref={styleRef} className="rl-root rl-forwarding" aria-labelledby={headingId}>
      <div className="rl-forwarding__header">
        <h2 id={headingId} className="rl-forwarding__title">
          {texts.title}
        </h2>
        <p className="rl-forwarding__description">{texts.description}</p>
      </div>
      <div className="rl-forwarding__field">
        <label className="rl-forwarding__label" htmlFor={numberInput.id}>
          {texts.numberLabel}
        </label>
        <input
          className="rl-forwarding__input"
          placeholder={texts.numberExample}
          aria-describedby={numberHintId}
          {...numberInput}
        />
        <p id={numberHintId} className="rl-forwarding__number" aria-live="polite">
          {number
            ? formatMessage(texts.forwardTo, { number: shownNumber })
            : guide.numberIncomplete
              ? texts.numberIncomplete
              : texts.noNumber}
        </p>
      </div>
      <fieldset className="rl-forwarding__carriers">
        <legend className="rl-forwarding__legend">{texts.carrierLegend}</legend>
        {CARRIERS.map((entry) => {
          const radio = guide.getCarrierRadioProps(entry.id);
          return (
            <label key={entry.id} className="rl-forwarding__carrier" htmlFor={radio.id}>
              <input className="rl-forwarding__radio" {...radio} />
              <span>{entry.name}</span>
              <span className="rl-forwarding__kind">{texts[entry.kind]}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="rl-forwarding__panel">
        <h3 className="rl-forwarding__carrier-name">{carrier.name}</h3>
        {carrier.liveVoicemail ? (
          <div className="rl-forwarding__warning">
            <p className="rl-forwarding__warning-title">{texts.liveVoicemailHeading}</p>
            <p>{texts.liveVoicemail}</p>
          </div>
        ) : null}
        {codeList(texts.enableHeading, guide.enableRows)}
        {codeList(texts.disableHeading, guide.disableRows)}
        {carrier.appSteps.length > 0 ? (
          <section className="rl-forwarding__section">
            <h4 className="rl-forwarding__subheading">{texts.appHeading}</h4>
            <ol className="rl-forwarding__steps">
              {carrier.appSteps.map((step) => (
                <li key={step}>{formatMessage(texts[step], { number: shownNumber })}</li>
              ))}
            </ol>
          </section>
        ) : null}
        <section className="rl-forwarding__section">
          <h4 className="rl-forwarding__subheading">{texts.customerService}</h4>
          <p className="rl-forwarding__contacts">
            {carrier.customerService.phones.map((phone) => (
              <a
                key={phone}
                className="rl-forwarding__link"
                href={telHref(phone)}
                onClick={guide.handleCustomerServiceClick}
              >
                {displayPhoneNumber(phone)}
              </a>
            ))}
            {carrier.customerService.url ? (
              <a
                className="rl-forwarding__link"
                href={carrier.customerService.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {texts.googleVoiceSupport}
              </a>
            ) : null}
          </p>
        </section>
        <section className="rl-forwarding__section">
          <h4 className="rl-forwarding__subheading">{texts.notesHeading}</h4>
          <ul className="rl-forwarding__list">
            {carrier.notes.map((note) => (
              <li key={note}>{texts[note]}</li>
            ))}
          </ul>
        </section>
        {carrier.codes ? (
          <section className="rl-forwarding__section">
            <h4 className="rl-forwarding__subheading">{texts.tipsHeading}</h4>
            <ul className="rl-forwarding__list">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {/* Mounted from the start: screen readers only announce changes to a live region
          that already existed. */}
      <p className="rl-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

type ForwardingTexts = ReturnType<typeof forwardingGuideMessages.forLocale>;

function CodeRow({
  row,
  label,
  texts,
  carrierName,
}: {
  row: ForwardingCodeRow;
  label: string;
  texts: ForwardingTexts;
  carrierName: string;
}) {
  return (
    <li className="rl-forwarding__code-row" data-copy={row.copyState}>
      <span className="rl-forwarding__condition">{label}</span>
      {row.code === null ? (
        <span className="rl-forwarding__unsupported">
          {formatMessage(texts.notSupported, { carrier: carrierName })}
        </span>
      ) : (
        <>
          <code className="rl-forwarding__code">{row.code}</code>
          {row.ready ? (
            <span className="rl-forwarding__actions">
              <a
                className="rl-button rl-button--primary rl-forwarding__action"
                href={row.href}
                onClick={row.handleDial}
              >
                {`${texts.dial} `}
                <span className="rl-visually-hidden">{row.code}</span>
              </a>
              <button
                type="button"
                className="rl-button rl-button--secondary rl-forwarding__action"
                onClick={row.handleCopy}
              >
                {`${row.copyState === "copied" ? texts.copied : texts.copy} `}
                <span className="rl-visually-hidden">{row.code}</span>
              </button>
            </span>
          ) : null}
        </>
      )}
    </li>
  );
}
