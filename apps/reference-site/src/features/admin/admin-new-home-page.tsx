import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
} from "@ringline/react-widgets";
import { Link } from "react-router";
import { AdminOverviewCard } from "./admin-overview-card.js";

/** The newer back office's home (`/admin/new`): the figures and the way to each area. */
export function AdminNewHomePage() {
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Back office</h1>
        <p className="muted">Customers, their subscriptions and what the platform is doing.</p>
      </div>
      <AdminOverviewCard />
      <Card as="section" aria-labelledby="areas">
        <CardHeader>
          <CardTitle id="areas" as="h2">
            Customers
          </CardTitle>
          <CardDescription>
            Search, filter and open a customer: profile, subscription, usage, e-mails, activity and
            notes, and act as them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LinkButton href="/admin/new/customers" linkComponent={Link}>
            Open customers
          </LinkButton>
        </CardContent>
      </Card>
    </div>
  );
}
