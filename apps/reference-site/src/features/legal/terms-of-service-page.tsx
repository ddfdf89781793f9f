import { activeLocale } from "../../shared/i18n/i18n.js";
import { LegalPage } from "./legal-page.js";
import termsSpanish from "./terms-of-service.es.md?html";
import terms from "./terms-of-service.md?html";

/** /terms-of-service: the English terms; on /es, their Spanish translation (the English governs). */
export function TermsOfServicePage() {
  return activeLocale() === "es" ? (
    <LegalPage
      document={termsSpanish}
      governing={{ href: "/terms-of-service", title: terms.data.title ?? "" }}
    />
  ) : (
    <LegalPage document={terms} />
  );
}
