import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";
import { describeFailure } from "../onboarding/settings-form.js";
import { SETTING_LABELS } from "./setting-labels.js";

const PAGE_SIZE = 10;

function whoSaved(version: TReceptionistVersion): string {
  const { name } = version.actor;
  if (version.actor.type === "admin") {
    return name ? i18n._(msg`Support (${name})`) : i18n._(msg`Support (admin)`);
  }
  if (version.actor.type === "system") return "Ringline";
  return name ?? i18n._(msg`You`);
}

function whatChanged(version: TReceptionistVersion): string {
  const restored = version.revertedFrom;
  if (restored !== null) return i18n._(msg`Restored version ${restored}`);
  if (version.version === 1) return i18n._(msg`First version`);
  return version.changes
    .map((change) => {
      const label = SETTING_LABELS[change.field];
      return label ? i18n._(label) : change.field;
    })
    .join(", ");
}

/** The settings' version history (who, when, what changed), with a revert per version. */
export function VersionHistory() {
  const { t } = useLingui();
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
      toast({ title: t`Version ${version} restored`, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listReceptionistVersions") });
    },
    onError: (error) =>
      toast({ title: t`Not restored`, description: describeFailure(error), variant: "error" }),
  });
  return (
    <Card as="section" aria-labelledby="versions-title">
      <CardHeader>
        <CardTitle id="versions-title">
          <Trans>Version history</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every saved change to your receptionist. Restore any version.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table
          stackOnNarrow
          caption={t`Versions of your receptionist's settings`}
          hideCaption
          locale={activeLocale()}
          rowKey="version"
          {...tableStateOf(versions, describeFailure)}
          emptyMessage={t`No versions yet: your receptionist's first version is made with its number.`}
          columns={[
            {
              key: "version",
              header: t`Version`,
              rowHeader: true,
              cell: (row) => (
                <>
                  {row.version}{" "}
                  {row.current && (
                    <Badge variant="success">
                      <Trans>Current</Trans>
                    </Badge>
                  )}
                </>
              ),
            },
            { key: "when", header: t`When`, cell: (row) => formatDateTime(row.createdAt, zone) },
            { key: "who", header: t`Who`, cell: whoSaved },
            { key: "what", header: t`What changed`, cell: whatChanged },
            {
              key: "action",
              header: (
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              ),
              align: "end",
              cell: (row) => {
                if (row.current) return null;
                const version = row.version;
                return (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={t`Restore version ${version}`}
                    loading={revert.isPending && revert.variables === version}
                    pendingLabel={t`Restoring…`}
                    onClick={() => revert.mutate(version)}
                  >
                    <Trans>Restore</Trans>
                  </Button>
                );
              },
            },
          ]}
        />
        <ListPagination
          total={versions.data?.total}
          page={page}
          pageSize={PAGE_SIZE}
          hrefFor={(next) => `?versions=${next}`}
          label={t`Version pages`}
        />
      </CardContent>
    </Card>
  );
}
