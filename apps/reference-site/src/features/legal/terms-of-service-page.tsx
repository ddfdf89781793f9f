import { LegalPage } from "./legal-page.js";
import terms from "./terms-of-service.md?html";

/** /terms-of-service. */
export function TermsOfServicePage() {
  return <LegalPage document={terms} />;
}
