import type { TReceptionistVersion } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Table,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ListPagination } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatDateTime } from "../../shared/format.js";
import { describeFailure } from "../onboarding/settings-form.js";
import { SETTING_LABELS } from "./setting-labels.js";

const PAGE_SIZE = 10;

function whoSaved(version: TReceptionistVersion): string {
  if (version.actor.type === "admin") return `Support (${version.actor.name ?? "admin"})`;
  if (version.actor.type === "system") return "Ringline";
  return version.actor.name ?? "You";
}

function whatChanged(version: TReceptionistVersion): string {
  if (version.revertedFrom !== null) return `Restored version ${version.revertedFrom}`;
  if (version.version === 1) return "First version";
  return version.changes.map((change) => SETTING_LABELS[change.field] ?? change.field).join(", ");
}

/** The settings' version history (who, when, what changed), with a revert per version. */
export function VersionHistory() {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get("versions") ?? 1) || 1);
  const versions = useRouteQuery("listReceptionistVersions", { page, pageSize: PAGE_SIZE });
  const revert = useMutation({
    mutationFn: (version: number) => api.revertReceptionist({ version }),
    onSuccess: async (receptionist, version) => {
      queryClient.setQueryData(queryKeyOf("getReceptionist"), receptionist);
      toast({ title: `Version ${version} restored`, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listReceptionistVersions") });
    },
    onError: (error) =>
      toast({ title: "Not restored", description: describeFailure(error), variant: "error" }),
  });
  return (
    <Card as="section" aria-labelledby="versions-title">
      <CardHeader>
        <CardTitle id="versions-title">Version history</CardTitle>
        <CardDescription>
          Every saved change to your receptionist. Restore any version.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table
          stackOnNarrow
          caption="Versions of your receptionist's settings"
          hideCaption
          rowKey="version"
          {...tableStateOf(versions, describeFailure)}
          emptyMessage="No versions yet: your receptionist's first version is made with its number."
          columns={[
            {
              key: "version",
              header: "Version",
              rowHeader: true,
              cell: (row) => (
                <>
                  {row.version} {row.current && <Badge variant="success">Current</Badge>}
                </>
              ),
            },
            { key: "when", header: "When", cell: (row) => formatDateTime(row.createdAt, zone) },
            { key: "who", header: "Who", cell: whoSaved },
            { key: "what", header: "What changed", cell: whatChanged },
            {
              key: "action",
              header: <span className="visually-hidden">Actions</span>,
              align: "end",
              cell: (row) =>
                row.current ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={`Restore version ${row.version}`}
                    loading={revert.isPending && revert.variables === row.version}
                    pendingLabel="Restoring…"
                    onClick={() => revert.mutate(row.version)}
                  >
                    Restore
                  </Button>
                ),
            },
          ]}
        />
        <ListPagination
          total={versions.data?.total}
          page={page}
          pageSize={PAGE_SIZE}
          hrefFor={(next) => `?versions=${next}`}
          label="Version pages"
        />
      </CardContent>
    </Card>
  );
}
