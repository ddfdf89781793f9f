import { activeLocale } from "../../shared/i18n/i18n.js";
import { LegalPage } from "./legal-page.js";
import privacySpanish from "./privacy-policy.es.md?html";
import privacy from "./privacy-policy.md?html";

/** /privacy-policy: the English policy; on /es, its Spanish translation (the English governs). */
export function PrivacyPolicyPage() {
  return activeLocale() === "es" ? (
    <LegalPage
      document={privacySpanish}
      governing={{ href: "/privacy-policy", title: privacy.data.title ?? "" }}
    />
  ) : (
    <LegalPage document={privacy} />
  );
}
