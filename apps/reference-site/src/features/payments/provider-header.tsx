import { Trans } from "@lingui/react/macro";
import { Badge } from "@ringline/react-widgets";

/** The embedded payment provider's heading: its name, test mode, and the page's title. */
export function ProviderHeader({ title }: { title: string }) {
  return (
    <header className="checkout-heading">
      <p className="eyebrow">
        Ringline Pay{" "}
        <Badge variant="warning">
          <Trans>Test mode</Trans>
        </Badge>
      </p>
      <h1>{title}</h1>
    </header>
  );
}
