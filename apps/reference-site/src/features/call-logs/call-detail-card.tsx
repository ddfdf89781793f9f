import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { API_ROUTES, routeUrl, type TCallDetail } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
} from "@ringline/react-widgets";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { saveFile } from "../../shared/save-file.js";
import {
  CALL_LOG_ERRORS,
  formatCallDateTime,
  formatClock,
  formatDuration,
  labelOf,
  outcomeLabel,
} from "./call-format.js";

/** The list's address without the open call. */
function closeHref(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete("call");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The call the address opens (`?call=<id>`), when it names one: Call Logs and the transcripts. */
export function OpenCallCard() {
  const [search] = useSearchParams();
  const open = search.get("call");
  return open && UUID.test(open) ? <CallDetailCard key={open} id={open} /> : null;
}

/** One call: the recording, the conversation, its summary, and the lead and booking it made. */
export function CallDetailCard({ id }: { id: string }) {
  const zone = useBusinessTimeZone();
  const call = useRouteQuery("getCall", { id });
  const [search] = useSearchParams();
  const { t } = useLingui();
  // Opening a call brings it into view (the list may be far below on a phone).
  useEffect(() => {
    if (id) document.getElementById("call-detail")?.scrollIntoView?.({ block: "start" });
  }, [id]);
  const caller =
    call.data &&
    (call.data.call.callerName ??
      (call.data.call.callerPhone && formatPhone(call.data.call.callerPhone)));
  return (
    <Card as="section" aria-labelledby="call-detail" className="call-detail">
      <CardHeader>
        <CardTitle as="h2" id="call-detail">
          {call.data ? (caller ? t`Call with ${caller}` : t`Call with an unknown caller`) : t`Call`}
        </CardTitle>
        {call.data && (
          <CardDescription>
            {formatCallDateTime(call.data.call.startedAt, zone)} ·{" "}
            {formatDuration(call.data.call.durationSeconds)} ·{" "}
            {outcomeLabel(call.data.call.outcome)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <QueryView query={call} loadingLabel={t`Loading the call…`} lines={4}>
          {(data) => <CallDetail call={data.call} />}
        </QueryView>
        <p className="call-detail-close">
          <LinkButton href={closeHref(search)} linkComponent={Link} variant="secondary" size="sm">
            <Trans>Back to all calls</Trans>
          </LinkButton>
        </p>
      </CardContent>
    </Card>
  );
}

function CallDetail({ call }: { call: TCallDetail }) {
  const zone = useBusinessTimeZone();
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const seek = (seconds: number | null) => {
    if (seconds === null || !audio.current) return;
    audio.current.currentTime = seconds;
    void audio.current.play().catch(() => undefined);
  };
  return (
    <div className="call-detail-body">
      {call.hasRecording ? (
        <Recording id={call.id} audio={audio} />
      ) : (
        <p className="call-muted">
          <Trans>No recording was kept for this call.</Trans>
        </p>
      )}
      {call.summary && (
        <section aria-labelledby="call-summary">
          <h3 id="call-summary">
            <Trans>Summary</Trans>
          </h3>
          <p>{call.summary}</p>
          <p className="call-badges">
            {call.sentiment && <SentimentBadge sentiment={call.sentiment} />}
            {call.leadQuality && <LeadQualityBadge quality={call.leadQuality} />}
            {call.afterHours && (
              <Badge variant="info">
                <Trans>After hours</Trans>
              </Badge>
            )}
          </p>
        </section>
      )}
      {(call.lead || call.appointments.length > 0) && (
        <section aria-labelledby="call-results" className="call-results">
          <h3 id="call-results">
            <Trans>What the call produced</Trans>
          </h3>
          <dl className="detail-list">
            {call.lead && (
              <>
                <dt>
                  <Trans>Lead</Trans>
                </dt>
                <dd>
                  {[
                    call.lead.name,
                    call.lead.phone && formatPhone(call.lead.phone),
                    call.lead.email,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                  {call.lead.reason && <span className="call-muted"> — {call.lead.reason}</span>}
                  {Object.entries(call.lead.details).length > 0 && (
                    <span className="call-muted">
                      {" "}
                      (
                      {Object.entries(call.lead.details)
                        .map(([key, value]) => `${detailLabel(key)}: ${value}`)
                        .join(", ")}
                      )
                    </span>
                  )}
                </dd>
              </>
            )}
            {call.appointments.map((appointment) => (
              <div key={appointment.id} className="detail-list-row">
                <dt>
                  <Trans>Appointment</Trans>
                </dt>
                <dd>
                  {appointment.title},{" "}
                  {formatCallDateTime(appointment.startsAt, appointment.timeZone)}
                  {appointment.status === "cancelled" && (
                    <>
                      {" "}
                      <Trans>(canceled)</Trans>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {call.notifications.length > 0 && (
        <section aria-labelledby="call-notifications">
          <h3 id="call-notifications">
            <Trans>Messages sent</Trans>
          </h3>
          <ul className="call-notifications">
            {call.notifications.map((item) => {
              const label = labelOf(NOTIFICATION_LABELS, item.kind);
              const recipient = item.channel === "sms" ? formatPhone(item.to) : item.to;
              return (
                <li key={`${item.channel}-${item.kind}-${item.to}`}>
                  <Badge variant={item.status === "failed" ? "danger" : "neutral"}>
                    {item.channel === "sms" ? <Trans>Text</Trans> : <Trans>E-mail</Trans>}
                  </Badge>{" "}
                  <Trans>
                    {label} to {recipient}
                  </Trans>
                  <span className="call-muted">
                    {" "}
                    · {labelOf(NOTIFICATION_STATUSES, item.status)}{" "}
                    {formatCallDateTime(item.createdAt, zone)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="call-transcript">
        <div className="call-transcript-header">
          <h3 id="call-transcript">
            <Trans>Transcript</Trans>
          </h3>
          <TranscriptDownload id={call.id} />
        </div>
        {call.messages.length === 0 ? (
          <p className="call-muted">
            <Trans>Nothing was said on this call.</Trans>
          </p>
        ) : (
          <ol className="call-conversation" aria-label={t`Conversation`}>
            {call.messages.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lines never move; two may share their second and text.
                key={`${index}-${line.secondsFromStart}`}
                className={`call-line call-line-${line.role}`}
              >
                <span className="call-line-speaker">
                  {line.role === "assistant" ? (
                    <Trans>Receptionist</Trans>
                  ) : line.role === "caller" ? (
                    <Trans>Caller</Trans>
                  ) : (
                    <Trans>Action</Trans>
                  )}
                </span>
                {line.secondsFromStart !== null && call.hasRecording && line.role !== "tool" ? (
                  <PlayFrom seconds={line.secondsFromStart} onSeek={seek} />
                ) : null}
                <span className="call-line-text">{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** A line's time in the recording: plays the call from there. */
function PlayFrom({ seconds, onSeek }: { seconds: number; onSeek: (seconds: number) => void }) {
  const { t } = useLingui();
  const clock = formatClock(seconds);
  return (
    <button
      type="button"
      className="call-line-time"
      onClick={() => onSeek(seconds)}
      aria-label={t`Play from ${clock}`}
    >
      {clock}
    </button>
  );
}

/**
 * The call analysis' sentiment and lead quality: the usual words in the page's language, any
 * other as the analysis wrote it.
 */
const SENTIMENTS: Record<string, MessageDescriptor> = {
  positive: msg`positive`,
  neutral: msg`neutral`,
  negative: msg`negative`,
};

const LEAD_QUALITIES: Record<string, MessageDescriptor> = {
  hot: msg`hot`,
  warm: msg`warm`,
  cold: msg`cold`,
};

function SentimentBadge({ sentiment }: { sentiment: string }) {
  const value = labelOf(SENTIMENTS, sentiment);
  return (
    <Badge variant="neutral">
      <Trans>Sentiment: {value}</Trans>
    </Badge>
  );
}

function LeadQualityBadge({ quality }: { quality: string }) {
  const value = labelOf(LEAD_QUALITIES, quality);
  return (
    <Badge variant="info">
      <Trans>Lead: {value}</Trans>
    </Badge>
  );
}

const NOTIFICATION_LABELS: Record<string, MessageDescriptor> = {
  "owner-lead": msg`New-lead alert`,
  "owner-appointment": msg`New-appointment alert`,
  "owner-text": msg`Your text alert`,
  "caller-confirmation": msg`Booking confirmation to the caller`,
  "call-transcript": msg`Call transcript`,
};

/** The outbox's statuses of a text or e-mail. */
const NOTIFICATION_STATUSES: Record<string, MessageDescriptor> = {
  queued: msg`queued`,
  sending: msg`sending`,
  sent: msg`sent`,
  failed: msg`failed`,
};

const DETAIL_LABELS: Record<string, MessageDescriptor> = {
  buyingOrSelling: msg`Buying or selling`,
  area: msg`Area`,
  budget: msg`Budget`,
  timeline: msg`Timeline`,
  preApproved: msg`Pre-approved`,
  answers: msg`Answers`,
};

function detailLabel(key: string): string {
  return labelOf(DETAIL_LABELS, key);
}

/**
 * The recording, played from the API (range requests let the player seek). When the browser
 * cannot load it by address (a session held only as a bearer token, as when impersonating) the
 * file is fetched once through the API client; failing that, CALL_AUDIO_LOAD_FAILED.
 */
function Recording({ id, audio }: { id: string; audio: React.RefObject<HTMLAudioElement | null> }) {
  const api = useApiClient();
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const direct = routeUrl("", API_ROUTES.getCallRecording, { id }).url;
  const [source, setSource] = useState(direct);
  const [failed, setFailed] = useState(false);
  const [triedBlob, setTriedBlob] = useState(false);
  useEffect(
    () => () => {
      if (source.startsWith("blob:")) URL.revokeObjectURL(source);
    },
    [source],
  );
  const onError = async () => {
    if (triedBlob) return setFailed(true);
    setTriedBlob(true);
    try {
      setSource(URL.createObjectURL(await api.getCallRecording({ id })));
    } catch {
      setFailed(true);
    }
  };
  const retry = () => {
    setFailed(false);
    setTriedBlob(false);
    setSource(`${direct}?retry=${Date.now()}`);
  };
  return (
    <section aria-labelledby="call-recording" className="call-recording">
      <h3 id="call-recording">
        <Trans>Recording</Trans>
      </h3>
      {failed ? (
        <div className="form-alert" role="alert">
          <p>
            {_(CALL_LOG_ERRORS.audio.message)}. {_(CALL_LOG_ERRORS.audio.suggestion)}
          </p>
          <Button size="sm" variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the transcript below is the call's text.
        <audio
          ref={audio}
          controls
          preload="metadata"
          src={source}
          onError={() => void onError()}
          aria-label={t`Call recording`}
          className="call-audio"
        />
      )}
    </section>
  );
}

function TranscriptDownload({ id }: { id: string }) {
  const api = useApiClient();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const { _ } = useLinguiRuntime();
  const download = async () => {
    setState("busy");
    try {
      saveFile(await api.downloadCallTranscript({ id }), `call-${id.slice(0, 8)}-transcript.txt`);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="call-download">
      <Button
        size="sm"
        variant="secondary"
        loading={state === "busy"}
        locale={activeLocale()}
        onClick={download}
      >
        <Trans>Download transcript</Trans>
      </Button>
      {state === "failed" && (
        <p className="form-alert" role="alert">
          {_(CALL_LOG_ERRORS.transcript.message)} {_(CALL_LOG_ERRORS.transcript.suggestion)}
        </p>
      )}
    </div>
  );
}
