import { createApiClient } from "@ringline/api-client";
import { ContactDialog, ErrorBoundary, Toaster } from "@ringline/react-widgets";
import { useMemo, useState } from "react";
import { Route, Routes } from "react-router";
import { SiteHeader } from "./components/site-header.js";
import { ContactContext, type ContactMode } from "./contact-context.js";
import { LandingPage } from "./pages/landing-page.js";
import { NotFoundPage } from "./pages/not-found-page.js";

/** The site's shell: header, routes, the contact dialog and the toasts. */
export function App() {
  const [contactMode, setContactMode] = useState<ContactMode | null>(null);
  const [lastMode, setLastMode] = useState<ContactMode>("demo");
  const client = useMemo(() => createApiClient(), []);
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
    </ContactContext.Provider>
  );
}
