import { Trans, useLingui } from "@lingui/react/macro";
import type { TReceptionist } from "@ringline/api-client";
import { routeQueryOptions, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DemoCallButton,
  LinkButton,
} from "@ringline/react-widgets";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { NumberPicker } from "../onboarding/number-picker.js";
import { describeFailure } from "../onboarding/settings-form.js";
import { WebsiteKnowledge } from "../onboarding/website-knowledge.js";
import { AiSettingsForm } from "./ai-settings-form.js";
import { statusLabel } from "./billing-tab.js";
import { VersionHistory } from "./version-history.js";
import "../../styles/receptionist.css";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";

const AI_STATUS_BADGES: Record<string, BadgeVariant> = {
  active: "success",
  green: "success",
  yellow: "warning",
  red: "danger",
  inactive: "neutral",
};

/** The AI status pill: live, or not yet. */
export function AiStatusPill({ status }: { status: string }) {
  return (
    <Badge variant={AI_STATUS_BADGES[status] ?? "neutral"}>
      {status === "active" ? (
        <Trans>Live</Trans>
      ) : status === "inactive" ? (
        <Trans>Not live yet</Trans>
      ) : (
        statusLabel(status)
      )}
    </Badge>
  );
}

/** "Call my receptionist": a web call to the owner's own assistant. */
function CallMyReceptionist() {
  const config = useRouteQuery("getReceptionistWebCall");
  if (config.isPending) return null;
  if (config.isError) return <p className="muted">{describeFailure(config.error)}</p>;
  const { publicKey, assistantId, baseUrl, transport } = config.data;
  return (
    <div className="receptionist-call">
      <p>
        <Trans>
          <strong>Call my receptionist</strong>: talk to it in your browser, as a caller would.
        </Trans>
      </p>
      <DemoCallButton
        publicKey={publicKey}
        assistantId={assistantId}
        baseUrl={baseUrl}
        callOptions={{ transport }}
        locale={activeLocale()}
      />
    </div>
  );
}

function StatusCard({ receptionist }: { receptionist: TReceptionist }) {
  const live = receptionist.assistantId !== null;
  const version = receptionist.version;
  return (
    <Card as="section" aria-labelledby="ai-status">
      <CardHeader>
        <CardTitle id="ai-status">
          <Trans>Your AI receptionist</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            It answers your forwarded calls 24/7, qualifies callers and books appointments.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="detail-list">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <AiStatusPill status={receptionist.aiStatus} />
          </dd>
          <dt>
            <Trans>Ringline number</Trans>
          </dt>
          <dd>
            {receptionist.phone ? formatPhone(receptionist.phone.number) : <Trans>Not yet</Trans>}
          </dd>
          {live && (
            <>
              <dt>
                <Trans>Settings</Trans>
              </dt>
              <dd>
                <Trans>Version {version}</Trans>
              </dd>
            </>
          )}
        </dl>
        {live ? (
          <CallMyReceptionist />
        ) : (
          <>
            <p className="muted">
              <Trans>
                Your receptionist goes live once set-up is done: your business details, its voice
                and greeting, what it should know from your website, and your Ringline number.
              </Trans>
            </p>
            <LinkButton href="/onboarding" linkComponent={Link}>
              <Trans>Continue set-up</Trans>
            </LinkButton>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What the owner's Ringline number does, or that there is none yet. */
function NumberSummary({ number }: { number: string | undefined }) {
  if (!number) return <Trans>Get a number for your receptionist.</Trans>;
  const phone = formatPhone(number);
  return <Trans>Calls to {phone} reach your receptionist.</Trans>;
}

/**
 * Brings the section named by the address's hash (`#settings-business`, from the dashboard's
 * checklist) into view once the page has it, and puts the keyboard in its first field.
 */
function useSectionFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !/^#settings-[a-z]+$/.test(hash)) return;
    const section = document.getElementById(hash.slice(1));
    if (!section) return;
    section.scrollIntoView({ block: "start" });
    section.querySelector<HTMLElement>("input, textarea, select")?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/**
 * AI Settings: the receptionist's status, its settings (saved as versions and synced to the
 * voice platform), what it knows of the website, its number, and the version history.
 */
export function AiSettingsTab() {
  const { t } = useLingui();
  const api = useApiClient();
  const receptionist = useQuery({
    ...routeQueryOptions(api, "getReceptionist"),
    refetchInterval: (query) => {
      const state = query.state.data?.sync.state;
      return state === "pending" || state === "running" ? 1000 : false;
    },
  });
  useSectionFromHash(receptionist.data !== undefined);
  return (
    <QueryView query={receptionist} loadingLabel={t`Loading your receptionist…`} lines={2}>
      {(data) => (
        <div className="tab-grid">
          <StatusCard receptionist={data} />
          {data.assistantId !== null && (
            <>
              <AiSettingsForm key={data.version} receptionist={data} />
              <Card as="section" aria-labelledby="website-title">
                <CardHeader>
                  <CardTitle id="website-title">
                    <Trans>What your receptionist knows from your website</Trans>
                  </CardTitle>
                  <CardDescription>
                    <Trans>Crawl again to pick up changes; your own edits are always kept.</Trans>
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <WebsiteKnowledge canCrawl={data.settings.websitesToCrawl.length > 0} />
                </CardContent>
              </Card>
              <Card as="section" aria-labelledby="number-title">
                <CardHeader>
                  <CardTitle id="number-title">
                    <Trans>Your Ringline number</Trans>
                  </CardTitle>
                  <CardDescription>
                    <NumberSummary number={data.phone?.number} />
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <NumberPicker current={data.phone} />
                </CardContent>
              </Card>
              <VersionHistory />
            </>
          )}
        </div>
      )}
    </QueryView>
  );
}
