import type { ReactNode } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { formatMessage } from "../../shared/format-message.js";
import type { Locale } from "../../shared/messages.js";
import { classNames } from "../shared/class-names.js";
import { type LinkComponent, RenderLink } from "../shared/link.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { paginationMessages } from "./pagination.messages.js";
import { paginationStyles } from "./pagination.styles.js";
import { paginationRange } from "./pagination-range.js";

const PAGINATION_STYLE_SHEETS = [baseStyles, paginationStyles];

/** The number of pages, given directly or as a total of items and a page size. */
type PaginationCount =
  | { pageCount: number; total?: undefined; pageSize?: undefined }
  | { total: number; pageSize: number; pageCount?: undefined };

/** Links when pages have URLs (`hrefFor`), buttons otherwise (`onPageChange`). */
type PaginationTarget =
  | {
      /** The URL of a page, e.g. `(page) => "?page=" + page`; pages become links. */
      hrefFor: (page: number) => string;
      /** Also called when a page link is clicked. */
      onPageChange?: ((page: number) => void) | undefined;
    }
  | { onPageChange: (page: number) => void; hrefFor?: undefined };

/**
 * Props of {@link Pagination}: the current page (from 1), the number of pages (or
 * `total` and `pageSize`), and `hrefFor` or `onPageChange`.
 *
 * @example
 * ```tsx
 * const props: PaginationProps = { page: 2, total: 230, pageSize: 25, hrefFor: (page) => `?page=${page}` };
 * ```
 */
export type PaginationProps = PaginationCount &
  PaginationTarget & {
    /** The current page, counted from 1. */
    page: number;
    /** Pages shown on each side of the current one. Default 1. */
    siblingCount?: number | undefined;
    /** Renders the page links, e.g. React Router's `Link`. Default: a plain `<a>`. */
    linkComponent?: LinkComponent | undefined;
    /** The navigation's accessible name. Default "Pagination" in the `locale`. */
    label?: string | undefined;
    /** Language of the built-in texts. Default `"en"`. */
    locale?: Locale | undefined;
    className?: string | undefined;
  };

/**
 * Previous and Next, the page numbers with ellipses for the gaps, and "Page X of Y"
 * announced when it changes. With `hrefFor` every page is a link (the page keeps `?page=`
 * in the URL); with `onPageChange` they are buttons.
 *
 * @example
 * ```tsx
 * import { Link, useSearchParams } from "react-router";
 * import { Pagination } from "@ringline/react-widgets";
 *
 * const [searchParams] = useSearchParams();
 * const page = Number(searchParams.get("page") ?? 1);
 * <Pagination page={page} total={calls.total} pageSize={25} hrefFor={(next) => `?page=${next}`} linkComponent={Link} />
 * <Pagination page={page} pageCount={8} onPageChange={setPage} />
 * ```
 */
export function Pagination(props: PaginationProps) {
  const { page, siblingCount = 1, linkComponent, label, locale, className } = props;
  const { hrefFor, onPageChange } = props;
  const ref = useStyledRef<HTMLElement>(PAGINATION_STYLE_SHEETS);
  const messages = paginationMessages.forLocale(locale);
  const pageCount = Math.max(
    1,
    props.pageCount !== undefined
      ? props.pageCount
      : Math.ceil(props.total / Math.max(1, props.pageSize)),
  );
  const current = Math.min(Math.max(1, page), pageCount);

  function control(target: number | undefined, content: ReactNode, ariaLabel?: string) {
    const isCurrent = target === current;
    const common = {
      className: "rl-pagination__link",
      "aria-label": ariaLabel,
      "aria-current": isCurrent ? ("page" as const) : undefined,
    };
    if (target === undefined) {
      // Previous on the first page, Next on the last.
      return hrefFor ? (
        <span {...common} aria-disabled="true">
          {content}
        </span>
      ) : (
        <button {...common} type="button" disabled>
          {content}
        </button>
      );
    }
    return hrefFor ? (
      <RenderLink
        {...common}
        href={hrefFor(target)}
        linkComponent={linkComponent}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </RenderLink>
    ) : (
      <button {...common} type="button" onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  }

  return (
    <nav
      ref={ref}
      aria-label={label ?? messages.navigation}
      className={classNames("rl-root rl-pagination", className)}
    >
      <ul className="rl-pagination__list">
        <li className="rl-pagination__item">
          {control(current > 1 ? current - 1 : undefined, messages.previous)}
        </li>
        {paginationRange(current, pageCount, siblingCount).map((item, index) =>
          item === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two ellipses differ only by place.
            <li key={`ellipsis-${index}`} className="rl-pagination__item--page" aria-hidden="true">
              <span className="rl-pagination__ellipsis">…</span>
            </li>
          ) : (
            <li
              key={item}
              className="rl-pagination__item rl-pagination__item--page"
              data-current={item === current ? "" : undefined}
            >
              {control(item, item, formatMessage(messages.page, { page: item }))}
            </li>
          ),
        )}
        <li className="rl-pagination__item">
          {control(current < pageCount ? current + 1 : undefined, messages.next)}
        </li>
      </ul>
      <p className="rl-pagination__status" role="status">
        {formatMessage(messages.status, { page: current, pageCount })}
      </p>
    </nav>
  );
}
