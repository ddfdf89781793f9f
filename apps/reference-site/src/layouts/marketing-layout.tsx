import { Trans } from "@lingui/react/macro";
import { useApiClient } from "@ringline/api-client/react/provider";
import { ErrorBoundary } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { seedBootstrapData } from "../features/marketing/bootstrap.js";
import { ContactContext } from "../features/marketing/contact-context.js";
import type { MarketingDialog } from "../features/marketing/marketing-extras.js";
import { ScrollProgress } from "../features/marketing/scroll-progress.js";
import { SiteFooter } from "../features/marketing/site-footer.js";
import { SiteHeader } from "../features/marketing/site-header.js";
import { useAfterInteraction } from "../features/marketing/use-after-interaction.js";
import { useInternalLinks } from "../features/marketing/use-internal-links.js";
import { createVoiceDemoHandle, VoiceDemoContext } from "../features/voice/voice-demo-handle.js";
import { activeLocale, localHref } from "../shared/i18n/i18n.js";
import "../styles/marketing.css";
import "../styles/site-footer.css";

const MarketingExtras = lazy(() =>
  import("../features/marketing/marketing-extras.js").then((module) => ({
    default: module.MarketingExtras,
  })),
);

/** The chat and the dialogs load on the first interaction, or after this long without one. */
const EXTRAS_TIMEOUT_MS = 8000;

/**
 * The spec's page transition (0.3 s, 0.1 s with reduced motion, in marketing.css), played when
 * the visitor goes to another page; the first page shows at once.
 */
function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const first = useRef(location.key);
  return (
    <div
      key={location.pathname}
      className={location.key === first.current ? "page" : "page page-enter"}
    >
      {children}
    </div>
  );
}

/**
 * The public pages: the scroll progress, header and footer around the page; the contact
 * dialog, the demo scheduler and the chat assistant once the visitor interacts; the one
 * voice demo call the page's controls share.
 */
export function MarketingLayout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [voiceDemo] = useState(() =>
    createVoiceDemoHandle(() =>
      import("../features/voice/voice-demo-controller.js").then((module) =>
        module.createSiteDemoCall({ api, queryClient }),
      ),
    ),
  );
  // The prices the server sent with the page, before anything asks for them.
  useState(() => seedBootstrapData(queryClient, api));
  const [dialog, setDialog] = useState<MarketingDialog>(null);
  const contact = useMemo(
    () => ({ open: setDialog, openSchedule: () => setDialog("schedule") }),
    [],
  );
  const interacted = useAfterInteraction(EXTRAS_TIMEOUT_MS);
  useInternalLinks();

  return (
    <VoiceDemoContext.Provider value={voiceDemo}>
      <ContactContext.Provider value={contact}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <ScrollProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary
            level="page"
            component="marketing"
            resetKeys={[location.pathname]}
            homeHref={localHref("/")}
            locale={activeLocale()}
          >
            <PageTransition>
              <Outlet />
            </PageTransition>
          </ErrorBoundary>
        </main>
        <SiteFooter />
        {interacted || dialog !== null ? (
          <Suspense fallback={null}>
            <MarketingExtras dialog={dialog} onDialogChange={setDialog} path={location.pathname} />
          </Suspense>
        ) : null}
      </ContactContext.Provider>
    </VoiceDemoContext.Provider>
  );
}
