import { resolveError, type TInvoice } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Card, CardContent, CardHeader, CardTitle, Table, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";
import { INVOICE_COLUMNS } from "../dashboard/invoice-columns.js";
import { CardForm } from "./card-form.js";
import { ProviderHeader } from "./provider-header.js";

/**
 * /pay/portal/:id: the embedded payment provider's customer portal (Stripe's portal with
 * Stripe): the card on file, a new card (an unpaid invoice is charged again), the invoices.
 */
export function HostedPortalPage() {
  const api = useApiClient();
  const cardUpdate = useIdempotentAction();
  const queryClient = useQueryClient();
  const { id = "" } = useParams();
  const portal = useRouteQuery("getLocalPortal", { id });
  return (
    <div className="checkout-narrow">
      <ProviderHeader title="Billing portal" />
      <QueryView query={portal} loadingLabel="Loading your billing portal…">
        {({ portal: data }) => (
          <>
            <Card as="section" aria-labelledby="portal-card">
              <CardHeader>
                <CardTitle id="portal-card">Payment method</CardTitle>
              </CardHeader>
              <CardContent>
                <p>
                  {data.card
                    ? `${data.card.brand} ending in ${data.card.last4}, expires ${String(data.card.expMonth).padStart(2, "0")}/${data.card.expYear}`
                    : "No card on file."}
                </p>
                <CardForm
                  submitLabel="Update card"
                  resetAfter
                  pendingLabel="Saving..."
                  send={async (card) => {
                    const answer = await cardUpdate.run((idempotencyKey) =>
                      api.updateLocalPortalCard({ id, ...card }, { idempotencyKey }),
                    );
                    toast({
                      title: "Card updated",
                      description: answer.message,
                      variant: "success",
                    });
                    await queryClient.invalidateQueries({ queryKey: queryKeyOf("getLocalPortal") });
                  }}
                />
              </CardContent>
            </Card>
            <Card as="section" aria-labelledby="portal-invoices">
              <CardHeader>
                <CardTitle id="portal-invoices">Invoices</CardTitle>
              </CardHeader>
              <CardContent>
                <Table<TInvoice>
                  caption="Invoices"
                  hideCaption
                  rowKey="id"
                  rows={data.invoices}
                  emptyMessage="No invoices yet."
                  columns={INVOICE_COLUMNS}
                />
              </CardContent>
            </Card>
            <p className="auth-back">
              <a href={data.returnUrl}>Return to Ringline</a>
            </p>
          </>
        )}
      </QueryView>
      {portal.isError && resolveError(portal.error).code === "API_NOT_FOUND" && (
        <p className="muted">Open Billing in your dashboard for a new link.</p>
      )}
    </div>
  );
}
