import type { ReactNode } from "react";
import { baseStyles } from "../shared/base-styles.js";
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "../shared/icons.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import {
  getDefaultToastStore,
  type Toast,
  type ToastStore,
  type ToastVariant,
} from "./toast-store.js";
import { toasterMessages } from "./toaster.messages.js";
import { toasterStyles } from "./toaster.styles.js";
import { useToastPause, useToasts } from "./use-toaster.js";

const TOASTER_STYLE_SHEETS = [baseStyles, toasterStyles];

/**
 * Where on the screen toasts appear.
 *
 * @example
 * ```tsx
 * <Toaster position="bottom-center" />
 * ```
 */
export type ToastPosition =
  | "top-right"
  | "top-left"
  | "top-center"
  | "bottom-right"
  | "bottom-left"
  | "bottom-center";

/**
 * Props of {@link Toaster}.
 *
 * @example
 * ```tsx
 * const props: ToasterProps = { position: "bottom-right", locale: "es" };
 * ```
 */
export interface ToasterProps {
  /** The store to show (default: the shared store behind `toast()`). */
  store?: ToastStore | undefined;
  /** Default `"top-right"`. */
  position?: ToastPosition | undefined;
  /** Language of the region's name and the close buttons. Default `"en"`. */
  locale?: Locale | undefined;
}

const VARIANT_ICONS: Record<ToastVariant, ReactNode> = {
  default: null,
  success: <SuccessIcon />,
  error: <ErrorIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
};

/**
 * Shows the toasts of a store. Each dismisses itself after its duration (3 s by default)
 * with a progress bar, holds while hovered or focused, and has a close button. Error
 * toasts are announced assertively (`role="alert"`), the others politely
 * (`role="status"`). Render one per page (or per shadow root).
 *
 * @example
 * ```tsx
 * import { Toaster, toast } from "@ringline/react-widgets";
 *
 * <Toaster position="bottom-right" />
 * <button type="button" onClick={() => toast({ title: "Saved", variant: "success" })}>Save</button>
 * ```
 */
export function Toaster({ store, position = "top-right", locale }: ToasterProps) {
  const activeStore = store ?? getDefaultToastStore();
  const toasts = useToasts(activeStore);
  const styleRef = useInjectedStyles(TOASTER_STYLE_SHEETS);
  const messages = toasterMessages.forLocale(locale);
  const errors = toasts.filter((item) => item.variant === "error");
  const others = toasts.filter((item) => item.variant !== "error");

  function renderList(items: readonly Toast[]) {
    if (items.length === 0) return null;
    return (
      <ol className="rl-toaster__list">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} store={activeStore} closeLabel={messages.close} />
        ))}
      </ol>
    );
  }

  // Both live regions stay mounted even when empty: screen readers only announce
  // changes inside regions that already existed.
  return (
    <section
      ref={styleRef}
      className="rl-root rl-toaster"
      data-position={position}
      aria-label={messages.notifications}
    >
      <div className="rl-toaster__region" role="alert" aria-atomic="false">
        {renderList(errors)}
      </div>
      <div className="rl-toaster__region" role="status" aria-atomic="false">
        {renderList(others)}
      </div>
    </section>
  );
}

function ToastItem({
  item,
  store,
  closeLabel,
}: {
  item: Toast;
  store: ToastStore;
  closeLabel: string;
}) {
  const pauseHandlers = useToastPause(store, item.id);
  const progress = Number.isFinite(item.duration) ? item.remaining / item.duration : undefined;
  const icon = VARIANT_ICONS[item.variant];
  return (
    <li className="rl-toast" data-variant={item.variant} {...pauseHandlers}>
      {icon ? <span className="rl-toast__icon">{icon}</span> : null}
      <div className="rl-toast__content">
        <p className="rl-toast__title">{item.title}</p>
        {item.description ? <p className="rl-toast__description">{item.description}</p> : null}
      </div>
      <button
        type="button"
        className="rl-icon-button rl-toast__close"
        aria-label={closeLabel}
        onClick={() => store.dismiss(item.id)}
      >
        <CloseIcon />
      </button>
      {progress === undefined ? null : (
        <div className="rl-toast__progress" style={{ transform: `scaleX(${progress})` }} />
      )}
    </li>
  );
}
