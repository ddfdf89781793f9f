import { pathInLocale, type TSiteLocale } from "@ringline/api-client/core";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createAppRouter, whenRouterReady } from "./app/create-app.js";
import { keepTypedInput, whileHydrating } from "./shared/hydration.js";
import { activatePageLocale } from "./shared/i18n/i18n.js";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const withoutSlash = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/** The app in the page's language, rendered or hydrated. */
function start(container: HTMLElement, locale: TSiteLocale) {
  const context = createAppContext();
  const router = createAppRouter(context, locale);
  const app = <AppProviders context={context} router={router} />;

  function renderAfresh() {
    container.removeAttribute("data-prerendered");
    container.replaceChildren();
    createRoot(container).render(app);
  }

  // A public page comes prerendered (src/prerender.tsx) for its bare path: hydrate it once the
  // router can render the same page. With a query (a search on /faq) the page differs from the
  // prerendered one: render it afresh. So does a page the router left (a signed-in visitor on
  // /login goes on to the dashboard).
  const prerendered = container.dataset.prerendered;
  const path = withoutSlash(window.location.pathname);
  if (prerendered === undefined || prerendered !== path || window.location.search !== "") {
    renderAfresh();
    return;
  }
  void whenRouterReady(router).then(() => {
    // The router's path is without the language's prefix (`/faq` for `/es/faq`).
    const rendered = pathInLocale(withoutSlash(router.state.location.pathname), locale);
    if (rendered !== prerendered) {
      renderAfresh();
      return;
    }
    // What the visitor typed in the prerendered forms stays theirs.
    const afterHydration = keepTypedInput(container);
    // "ringline:hydrate" in a performance profile: what hydrating the page costs.
    performance.mark("ringline:hydrate-start");
    whileHydrating(() => hydrateRoot(container, app));
    performance.measure("ringline:hydrate", "ringline:hydrate-start");
    afterHydration();
    container.removeAttribute("data-prerendered");
  });
}

// The page's language is its path's (`/es/…` is Spanish); its catalogue comes before any render
// (a promise, not a top-level await: one in the app's entry made the bundler split the modules
// the pages share out of it, 19 more files on the landing page).
void activatePageLocale().then((locale) => start(root, locale));
