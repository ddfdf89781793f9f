import { createApiClient } from "@ringline/api-client";
import { ChatWidget, ContactDialog, ErrorBoundary, Toaster } from "@ringline/react-widgets";
import { useMemo, useState } from "react";
import { Route, Routes, useLocation } from "react-router";
import { SiteHeader } from "./components/site-header.js";
import { ContactContext, type ContactMode } from "./contact-context.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { LandingPage } from "./pages/landing-page.js";
import { NotFoundPage } from "./pages/not-found-page.js";
import { SupportPage } from "./pages/support-page.js";

/** The site's shell: header, routes, the contact dialog and the toasts. */
export function App() {
  const [contactMode, setContactMode] = useState<ContactMode | null>(null);
  const [lastMode, setLastMode] = useState<ContactMode>("demo");
  const client = useMemo(() => createApiClient(), []);
  const location = useLocation();
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
        <ErrorBoundary level="page" component="routes">
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/dashboard" element={<DashboardPage client={client} />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/faq" element={<SupportPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ErrorBoundary>
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Ringline. Every call answered.</p>
      </footer>
      <ContactDialog
        open={contactMode !== null}
        onOpenChange={(open) => {
          if (!open) setContactMode(null);
        }}
        mode={contactMode ?? lastMode}
        client={client}
      />
      <Toaster />
      <ErrorBoundary level="component" component="chat-widget">
        <ChatWidget path={location.pathname} client={client} />
      </ErrorBoundary>
    </ContactContext.Provider>
  );
}
