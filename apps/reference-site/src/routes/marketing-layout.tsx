export { MarketingLayout as Component } from "../layouts/marketing-layout.js";
