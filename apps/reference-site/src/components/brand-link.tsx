import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/**
 * The Ringline mark and name, linking home (or to the back office's home). The link's name is
 * its visible text ("Ringline", then the suffix) followed by words only screen readers need,
 * so that speech control users can say what they see.
 */
export function BrandLink({ to = "/", suffix }: { to?: string; suffix?: string }) {
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true">
        R
      </span>
      Ringline{" "}
      {suffix ? (
        <span className="brand-suffix">{suffix}</span>
      ) : (
        <span className="visually-hidden">
          <Trans>home</Trans>
        </span>
      )}
    </Link>
  );
}
