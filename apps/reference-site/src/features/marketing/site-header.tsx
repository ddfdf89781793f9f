import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link.js";
import { SignOutButton } from "../auth/sign-out-button.js";
import { useSignedInUser } from "../auth/use-signed-in-user.js";
import { useContactDialog } from "./contact-context.js";

/** The marketing header: the brand, the contact actions, and who is signed in. */
export function SiteHeader() {
  const contact = useContactDialog();
  const me = useSignedInUser();
  return (
    <header className="site-header">
      <BrandLink />
      <nav aria-label="Main" className="header-actions">
        <Button variant="secondary" onClick={() => contact.open("demo")}>
          Book a Demo
        </Button>
        <Button onClick={() => contact.open("consultation")}>Get Started</Button>
        {me.isSuccess ? (
          <>
            <LinkButton href="/dashboard" linkComponent={Link} variant="secondary">
              View Dashboard
            </LinkButton>
            <SignOutButton />
          </>
        ) : (
          <LinkButton href="/login" linkComponent={Link} variant="ghost">
            Log in
          </LinkButton>
        )}
      </nav>
    </header>
  );
}
