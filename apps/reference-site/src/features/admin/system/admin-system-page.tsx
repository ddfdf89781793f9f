import { useRouteQuery } from "@ringline/api-client/react";
import { canWrite } from "../../../shared/session.js";
import { AdminUsersCard } from "../access/admin-users-card.js";
import { PlansCard } from "../payments/plan-editor-card.js";
import { DeliveriesCard } from "./deliveries-card.js";
import { ErrorsCard } from "./errors-card.js";
import { HealthCard } from "./health-card.js";

/**
 * The platform: health, failed deliveries with replay, open errors with resolve, the plan
 * configurations editor, administrators and roles.
 */
export function AdminSystemPage() {
  const admin = useRouteQuery("getAdminMe");
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>System</h1>
      </div>
      <HealthCard />
      <DeliveriesCard readOnly={readOnly} />
      <ErrorsCard readOnly={readOnly} />
      <PlansCard readOnly={readOnly} />
      <AdminUsersCard readOnly={readOnly} selfId={admin.data?.id} />
    </div>
  );
}
