import type { CSSProperties } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { skeletonStyles } from "./skeleton.styles.js";

const SKELETON_STYLE_SHEETS = [baseStyles, skeletonStyles];

/**
 * Props of {@link Skeleton}.
 *
 * @example
 * ```tsx
 * const props: SkeletonProps = { shape: "circle", width: "2.5rem", height: "2.5rem" };
 * ```
 */
export interface SkeletonProps {
  /** `text` (a line of text, the default), `block` or `circle`. */
  shape?: "text" | "block" | "circle" | undefined;
  /** Any CSS length; default the container's width. */
  width?: string | undefined;
  /** Any CSS length; default one line. */
  height?: string | undefined;
  className?: string | undefined;
}

/**
 * A placeholder shaped like content that is loading. Hidden from screen readers: the
 * container announces the loading (e.g. `aria-busy`, a status text). It pulses, and stops
 * under `prefers-reduced-motion: reduce`.
 *
 * @example
 * ```tsx
 * import { Skeleton } from "@ringline/react-widgets";
 *
 * <div aria-busy="true">
 *   <Skeleton width="60%" />
 *   <Skeleton shape="block" height="8rem" />
 * </div>
 * ```
 */
export function Skeleton({ shape = "text", width, height, className }: SkeletonProps) {
  const ref = useStyledRef<HTMLSpanElement>(SKELETON_STYLE_SHEETS);
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={classNames("rl-root rl-skeleton", `rl-skeleton--${shape}`, className)}
      style={style}
    />
  );
}
