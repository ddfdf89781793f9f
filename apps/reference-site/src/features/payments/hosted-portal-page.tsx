import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TCard, type TInvoice } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Card, CardContent, CardHeader, CardTitle, Table, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { useIdempotentAction } from "../../shared/use-idempotent-action.js";
import { useInvoiceColumns } from "../dashboard/invoice-columns.js";
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
  const columns = useInvoiceColumns();
  const { t } = useLingui();
  return (
    <div className="checkout-narrow">
      <ProviderHeader title={t`Billing portal`} />
      <QueryView query={portal} loadingLabel={t`Loading your billing portal…`}>
        {({ portal: data }) => (
          <>
            <Card as="section" aria-labelledby="portal-card">
              <CardHeader>
                <CardTitle id="portal-card">
                  <Trans>Payment method</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p>{data.card ? <CardOnFile {...data.card} /> : <Trans>No card on file.</Trans>}</p>
                <CardForm
                  submitLabel={t`Update card`}
                  resetAfter
                  pendingLabel={t`Saving...`}
                  send={async (card) => {
                    const answer = await cardUpdate.run((idempotencyKey) =>
                      api.updateLocalPortalCard({ id, ...card }, { idempotencyKey }),
                    );
                    toast({
                      title: t`Card updated`,
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
                <CardTitle id="portal-invoices">
                  <Trans>Invoices</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <Table<TInvoice>
                  caption={t`Invoices`}
                  hideCaption
                  rowKey="id"
                  rows={data.invoices}
                  emptyMessage={t`No invoices yet.`}
                  columns={columns}
                  locale={activeLocale()}
                />
              </CardContent>
            </Card>
            <p className="auth-back">
              <a href={data.returnUrl}>
                <Trans>Return to Ringline</Trans>
              </a>
            </p>
          </>
        )}
      </QueryView>
      {portal.isError && resolveError(portal.error).code === "API_NOT_FOUND" && (
        <p className="muted">
          <Trans>Open Billing in your dashboard for a new link.</Trans>
        </p>
      )}
    </div>
  );
}

/** "Visa ending in 4242, expires 04/29". */
function CardOnFile({ brand, last4, expMonth, expYear }: TCard) {
  const month = String(expMonth).padStart(2, "0");
  return (
    <Trans>
      {brand} ending in {last4}, expires {month}/{expYear}
    </Trans>
  );
}
