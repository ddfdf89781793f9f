// The site's entry (index.html). A prerendered page is on the screen as soon as its HTML and
// styles are: its scripts are asked for only once it has painted, so that nothing they fetch
// or run comes before its first paint (module scripts run as soon as the document is parsed,
// which can be before the first frame). A page the browser renders itself (the dashboard, a
// page with a query) has nothing to show until they run: it asks for them at once.
import "@ringline/react-widgets/tokens.css";
import "./styles/base.css";

const start = () => import("./main.js");

if (document.getElementById("root")?.hasAttribute("data-prerendered")) {
  requestAnimationFrame(() => setTimeout(start));
} else {
  void start();
}
