import type { TAdminErrorGroup } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Dialog, Field } from "@ringline/react-widgets";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { formatDateTime } from "../../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { useAdminAction } from "../use-admin-action.js";

const ERRORS_PER_PAGE = 20;

export function ErrorsCard({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const errors = useRouteQuery("listAdminErrors", {
    page,
    pageSize: ERRORS_PER_PAGE,
    resolved: "false",
  });
  const [resolving, setResolving] = useState<TAdminErrorGroup | undefined>();
  const [resolution, setResolution] = useState("");
  const resolve = useAdminAction(
    (input: { errorLogId: string; resolution: string }) => api.resolveAdminError(input),
    "Error resolved",
  );
  return (
    <>
      <PagedTableCard<TAdminErrorGroup>
        headingLevel="h2"
        title="Open errors"
        caption="Errors not resolved yet"
        query={errors}
        page={page}
        pageSize={ERRORS_PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No open errors."
        columns={[
          {
            key: "message",
            header: "Error",
            rowHeader: true,
            cell: (error) => (
              <span className="admin-customer-cell">
                <span>{error.message}</span>
                <span className="muted">{error.component ?? error.url ?? error.errorId}</span>
              </span>
            ),
          },
          {
            key: "severity",
            header: "Severity",
            cell: (error) => (
              <Badge variant={error.severity === "critical" ? "danger" : "warning"}>
                {error.severity}
              </Badge>
            ),
          },
          { key: "count", header: "Times", align: "end", cell: (error) => error.occurrenceCount },
          { key: "users", header: "Users", align: "end", cell: (error) => error.affectedUsers },
          { key: "last", header: "Last seen", cell: (error) => formatDateTime(error.lastSeen) },
          {
            key: "resolve",
            header: "Resolve",
            align: "end",
            cell: (error) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={readOnly}
                aria-label={`Resolve "${error.message}"`}
                onClick={() => {
                  setResolution("");
                  setResolving(error);
                }}
              >
                Resolve
              </Button>
            ),
          },
        ]}
      />
      <Dialog
        open={resolving !== undefined}
        onOpenChange={(open) => {
          if (!open) setResolving(undefined);
        }}
        title="Resolve this error"
        description={resolving?.message}
      >
        <form
          className="admin-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!resolving || !resolution.trim()) return;
            resolve.mutate(
              { errorLogId: resolving.id, resolution },
              { onSuccess: () => setResolving(undefined) },
            );
          }}
        >
          <Field label="How it was resolved" required>
            <textarea
              name="resolution"
              rows={3}
              maxLength={5000}
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
            />
          </Field>
          <Button type="submit" loading={resolve.isPending} pendingLabel="Saving…">
            Mark resolved
          </Button>
        </form>
      </Dialog>
    </>
  );
}
