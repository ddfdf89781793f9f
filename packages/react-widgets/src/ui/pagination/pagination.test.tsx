import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Pagination } from "./pagination.js";
import * as stories from "./pagination.stories.js";

const { FirstPage, MiddlePage, LastPage, FewPages, Links, RouterLinks, FromTotal, Spanish } =
  composeStories(stories);

/** The visible items between Previous and Next, "…" for an ellipsis. */
function pageItems(): string[] {
  const items = within(screen.getByRole("navigation")).getAllByRole("listitem", { hidden: true });
  return items.slice(1, -1).map((item) => item.textContent ?? "");
}

describe("Pagination stories", () => {
  itHasNoAxeViolations(composeStories(stories));
});

describe("Pagination with buttons", () => {
  it("is a named navigation announcing the page, Previous disabled on the first page", () => {
    render(<FirstPage />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Page 1 of 10");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(pageItems()).toEqual(["1", "2", "3", "4", "5", "…", "10"]);
  });

  it("shows an ellipsis on both sides of a middle page", () => {
    render(<MiddlePage />);
    expect(pageItems()).toEqual(["1", "…", "4", "5", "6", "…", "10"]);
  });

  it("disables Next on the last page", () => {
    render(<LastPage />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  it("lists every page when they fit", () => {
    render(<FewPages />);
    expect(pageItems()).toEqual(["1", "2", "3", "4"]);
  });

  it("calls onPageChange with the page of each control", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [10]]);
  });

  it("announces the new page when it changes", async () => {
    render(<FirstPage />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("status")).toHaveTextContent("Page 2 of 10");
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("counts the pages from a total and a page size", () => {
    render(<FromTotal />);
    expect(screen.getByRole("status")).toHaveTextContent("Page 9 of 10");
  });
});

describe("Pagination with links", () => {
  it("links every page to hrefFor(page), the current one marked", () => {
    render(<Links />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "?page=4");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "?page=6");
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "?page=1");
    expect(screen.getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
  });

  it("renders Previous on the first page as a disabled placeholder, not a link", () => {
    render(<Pagination page={1} pageCount={3} hrefFor={(page) => `/calls?page=${page}`} />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/calls?page=2");
  });

  it("renders the links with the custom link component and reports clicks", async () => {
    const onPageChange = vi.fn();
    render(<RouterLinks />);
    const next = screen.getByRole("link", { name: "Next" });
    expect(next).toHaveAttribute("data-to", "?page=4");
    await userEvent.click(next);
    expect(screen.getByRole("status")).toHaveTextContent("Page 4 of 10");

    render(
      <Pagination
        page={2}
        pageCount={3}
        hrefFor={(page) => `?page=${page}`}
        onPageChange={onPageChange}
      />,
    );
    const [, secondNav] = screen.getAllByRole("navigation");
    await userEvent.click(within(secondNav as HTMLElement).getByRole("link", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe("Pagination in Spanish", () => {
  it("names and announces in Spanish", () => {
    render(<Spanish />);
    expect(screen.getByRole("navigation", { name: "Paginación" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anterior" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página 4" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Página 5 de 10");
  });
});

it("styles itself inside a shadow root", () => {
  const { shadowRoot, unmount } = renderInShadowRoot(
    <Pagination page={1} pageCount={2} onPageChange={() => {}} />,
  );
  expect(shadowRoot.querySelector('style[data-ringline="pagination"]')).not.toBeNull();
  unmount();
});
