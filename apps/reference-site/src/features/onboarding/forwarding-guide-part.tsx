import { ForwardingGuide } from "@ringline/react-widgets";

// The forwarding guide widget on its own, for `lazy()`: only the forwarding step shows it, so
// the onboarding page's first screen does not wait for it (bench/size-budgets.json).
export default ForwardingGuide;
