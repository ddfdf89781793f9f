import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createAppRouter } from "./app/create-app.js";
import "@ringline/react-widgets/tokens.css";
import "./styles/base.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const context = createAppContext();
createRoot(root).render(<AppProviders context={context} router={createAppRouter(context)} />);
