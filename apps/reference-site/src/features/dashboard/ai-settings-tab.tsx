import { useProfile } from "@ringline/api-client/react";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@ringline/react-widgets";
import { QueryView } from "../../components/query-view.js";
import { statusLabel } from "./billing-tab.js";

const AI_STATUS_BADGES: Record<string, BadgeVariant> = {
  active: "success",
  green: "success",
  yellow: "warning",
  red: "danger",
  inactive: "neutral",
};

/** AI Settings: whether the receptionist is live, and how far set-up has come. */
export function AiSettingsTab() {
  const profile = useProfile();
  return (
    <Card as="section" aria-labelledby="ai-status">
      <CardHeader>
        <CardTitle id="ai-status">Your AI receptionist</CardTitle>
        <CardDescription>
          It answers your forwarded calls 24/7, qualifies callers and books appointments.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={profile} loadingLabel="Loading your receptionist…" lines={2}>
          {(account) => (
            <>
              <dl className="detail-list">
                <dt>Status</dt>
                <dd>
                  <Badge variant={AI_STATUS_BADGES[account.aiStatus] ?? "neutral"}>
                    {account.aiStatus === "inactive"
                      ? "Not live yet"
                      : statusLabel(account.aiStatus)}
                  </Badge>
                </dd>
                <dt>Set-up</dt>
                <dd>{statusLabel(account.onboardingStatus)}</dd>
              </dl>
              {account.aiStatus === "inactive" && (
                <p className="muted">
                  Your receptionist goes live once set-up is done: your business details, its voice
                  and greeting, what it should know from your website, and your Ringline number.
                </p>
              )}
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
