import { resolveError } from "@ringline/api-client";
import { useProfile } from "@ringline/api-client/react";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from "@ringline/react-widgets";
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
        {profile.isPending ? (
          <div role="status" aria-label="Loading your receptionist…">
            <Skeleton width="40%" />
            <Skeleton width="30%" />
          </div>
        ) : profile.isError ? (
          <p role="alert">{resolveError(profile.error).message}</p>
        ) : (
          <>
            <dl className="detail-list">
              <dt>Status</dt>
              <dd>
                <Badge variant={AI_STATUS_BADGES[profile.data.aiStatus] ?? "neutral"}>
                  {profile.data.aiStatus === "inactive"
                    ? "Not live yet"
                    : statusLabel(profile.data.aiStatus)}
                </Badge>
              </dd>
              <dt>Set-up</dt>
              <dd>{statusLabel(profile.data.onboardingStatus)}</dd>
            </dl>
            {profile.data.aiStatus === "inactive" && (
              <p className="muted">
                Your receptionist goes live once set-up is done: your business details, its voice
                and greeting, what it should know from your website, and your Ringline number.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
