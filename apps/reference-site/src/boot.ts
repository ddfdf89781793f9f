// The site's entry (index.html). A prerendered page is on the screen as soon as its HTML and
// styles are: its scripts are asked for only once it has painted, so that nothing they fetch
// or run comes before its first paint (module scripts run as soon as the document is parsed,
// which can be before the first frame). A page the browser renders itself (the dashboard, a
// page with a query) has nothing to show until they run: it asks for them at once.
// The page's catalogue is asked for beside the app's code (main.tsx awaits the same promise).
import "@ringline/react-widgets/tokens.css";
import "./styles/base.css";
import { localeOfPath } from "@ringline/api-client/core";

const start = () => {
  void import("./shared/i18n/i18n.js").then((i18n) =>
    i18n.activateLocale(localeOfPath(window.location.pathname)),
  );
  return import("./main.js");
};

if (document.getElementById("root")?.hasAttribute("data-prerendered")) {
  requestAnimationFrame(() => setTimeout(start));
} else {
  void start();
}
