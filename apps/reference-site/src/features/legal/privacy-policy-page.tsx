import { LegalPage } from "./legal-page.js";
import privacy from "./privacy-policy.md?html";

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacy} />;
}
