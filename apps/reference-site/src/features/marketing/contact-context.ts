import { createContext, useContext } from "react";

export type ContactMode = "demo" | "consultation";

export const ContactContext = createContext<{ open(mode: ContactMode): void } | null>(null);

/** Opens the site's contact dialog from anywhere on the page. */
export function useContactDialog() {
  const context = useContext(ContactContext);
  if (!context) throw new Error("useContactDialog must be used inside <App>");
  return context;
}
