import { useApiClient } from "@ringline/api-client/react";
import { ChatWidget, ContactDialog, ErrorBoundary } from "@ringline/react-widgets";
import { useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { ContactContext, type ContactMode } from "../features/marketing/contact-context.js";
import { SiteFooter } from "../features/marketing/site-footer.js";
import { SiteHeader } from "../features/marketing/site-header.js";
import "../styles/marketing.css";

/** The public pages: header, footer, the contact dialog and the chat assistant. */
export function MarketingLayout() {
  const api = useApiClient();
  const location = useLocation();
  const [contactMode, setContactMode] = useState<ContactMode | null>(null);
  const [lastMode, setLastMode] = useState<ContactMode>("demo");
  const contact = useMemo(
    () => ({
      open: (mode: ContactMode) => {
        setLastMode(mode);
        setContactMode(mode);
      },
    }),
    [],
  );
  return (
    <ContactContext.Provider value={contact}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <ErrorBoundary level="page" component="marketing" resetKeys={[location.pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ContactDialog
        open={contactMode !== null}
        onOpenChange={(open) => {
          if (!open) setContactMode(null);
        }}
        mode={contactMode ?? lastMode}
        client={api}
      />
      <ErrorBoundary level="component" component="chat-widget">
        <ChatWidget path={location.pathname} client={api} />
      </ErrorBoundary>
    </ContactContext.Provider>
  );
}
