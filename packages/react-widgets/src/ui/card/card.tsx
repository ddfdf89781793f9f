import type { HTMLAttributes } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { cardStyles } from "./card.styles.js";

const CARD_STYLE_SHEETS = [baseStyles, cardStyles];

/**
 * Props of {@link Card}: an element's attributes plus the element to render.
 *
 * @example
 * ```tsx
 * const props: CardProps = { as: "section", "aria-labelledby": "usage-title" };
 * ```
 */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Default `"div"`; `"section"` or `"article"` when the card is a landmark or an item. */
  as?: "div" | "section" | "article" | "li" | undefined;
}

/**
 * A raised panel that groups related content, made of `CardHeader` (with `CardTitle` and
 * `CardDescription`), `CardContent` and `CardFooter`.
 *
 * @example
 * ```tsx
 * import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@ringline/react-widgets";
 *
 * <Card as="section" aria-labelledby="minutes">
 *   <CardHeader>
 *     <CardTitle id="minutes">Minutes this month</CardTitle>
 *     <CardDescription>Resets on 1 July.</CardDescription>
 *   </CardHeader>
 *   <CardContent>312 of 500 used</CardContent>
 *   <CardFooter><LinkButton href="/dashboard/billing" variant="secondary">Upgrade</LinkButton></CardFooter>
 * </Card>
 * ```
 */
export function Card({ as: Element = "div", className, ...props }: CardProps) {
  const ref = useStyledRef<HTMLElement>(CARD_STYLE_SHEETS);
  return <Element {...props} ref={ref} className={classNames("rl-root rl-card", className)} />;
}

/**
 * The top of a {@link Card}: its title and description.
 *
 * @example
 * ```tsx
 * <CardHeader><CardTitle>Billing</CardTitle></CardHeader>
 * ```
 */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames("rl-card__header", className)} />;
}

/**
 * Props of {@link CardTitle}.
 *
 * @example
 * ```tsx
 * const props: CardTitleProps = { as: "h2", children: "Billing" };
 * ```
 */
export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the page's outline. Default `"h3"`. */
  as?: "h2" | "h3" | "h4" | "h5" | "h6" | undefined;
}

/**
 * A {@link Card}'s heading.
 *
 * @example
 * ```tsx
 * <CardTitle as="h2">Recent calls</CardTitle>
 * ```
 */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return <Heading {...props} className={classNames("rl-card__title", className)} />;
}

/**
 * A sentence under a {@link Card}'s title, in the muted colour.
 *
 * @example
 * ```tsx
 * <CardDescription>Calls answered by your receptionist.</CardDescription>
 * ```
 */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classNames("rl-card__description", className)} />;
}

/**
 * The body of a {@link Card}.
 *
 * @example
 * ```tsx
 * <CardContent><Table caption="Recent calls" columns={columns} rows={calls} /></CardContent>
 * ```
 */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames("rl-card__content", className)} />;
}

/**
 * The actions at the bottom of a {@link Card}.
 *
 * @example
 * ```tsx
 * <CardFooter><Button variant="secondary">Export</Button></CardFooter>
 * ```
 */
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={classNames("rl-card__footer", className)} />;
}
