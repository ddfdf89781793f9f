import { localeOfPath } from "@ringline/api-client/core";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createAppRouter, whenRouterReady } from "./app/create-app.js";
import { keepTypedInput, whileHydrating } from "./shared/hydration.js";
import { activateLocale } from "./shared/i18n/i18n.js";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The page's language is its path's (`/es/…` is Spanish); its catalogue comes before any render.
const locale = localeOfPath(window.location.pathname);
await activateLocale(locale);
const context = createAppContext();
const router = createAppRouter(context, locale);
const app = <AppProviders context={context} router={router} />;

// A public page comes prerendered (src/prerender.tsx) for its bare path: hydrate it once the
// router can render the same page. With a query (a search on /faq) the page differs from the
// prerendered one: render it afresh. So does a page the router left (a signed-in visitor on
// /login goes on to the dashboard).
const prerendered = root.dataset.prerendered;
const withoutSlash = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");
const path = withoutSlash(window.location.pathname);

function renderAfresh(container: HTMLElement) {
  container.removeAttribute("data-prerendered");
  container.replaceChildren();
  createRoot(container).render(app);
}

if (prerendered !== undefined && prerendered === path && window.location.search === "") {
  void whenRouterReady(router).then(() => {
    if (withoutSlash(router.state.location.pathname) !== prerendered) {
      renderAfresh(root);
      return;
    }
    // What the visitor typed in the prerendered forms stays theirs.
    const afterHydration = keepTypedInput(root);
    // "ringline:hydrate" in a performance profile: what hydrating the page costs.
    performance.mark("ringline:hydrate-start");
    whileHydrating(() => hydrateRoot(root, app));
    performance.measure("ringline:hydrate", "ringline:hydrate-start");
    afterHydration();
    root.removeAttribute("data-prerendered");
  });
} else {
  renderAfresh(root);
}
