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
import { formatDateTime, formatPhone } from "../../shared/format.js";
import { saveFile } from "../../shared/save-file.js";
import { CALL_LOG_ERRORS, formatClock, formatDuration, outcomeLabel } from "./call-format.js";

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
  // Opening a call brings it into view (the list may be far below on a phone).
  useEffect(() => {
    if (id) document.getElementById("call-detail")?.scrollIntoView?.({ block: "start" });
  }, [id]);
  return (
    <Card as="section" aria-labelledby="call-detail" className="call-detail">
      <CardHeader>
        <CardTitle as="h2" id="call-detail">
          {call.data
            ? `Call with ${
                call.data.call.callerName ??
                (call.data.call.callerPhone && formatPhone(call.data.call.callerPhone)) ??
                "an unknown caller"
              }`
            : "Call"}
        </CardTitle>
        {call.data && (
          <CardDescription>
            {formatDateTime(call.data.call.startedAt, zone)} ·{" "}
            {formatDuration(call.data.call.durationSeconds)} ·{" "}
            {outcomeLabel(call.data.call.outcome)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <QueryView query={call} loadingLabel="Loading the call…" lines={4}>
          {(data) => <CallDetail call={data.call} />}
        </QueryView>
        <p className="call-detail-close">
          <LinkButton href={closeHref(search)} linkComponent={Link} variant="secondary" size="sm">
            Back to all calls
          </LinkButton>
        </p>
      </CardContent>
    </Card>
  );
}

function CallDetail({ call }: { call: TCallDetail }) {
  const zone = useBusinessTimeZone();
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
        <p className="call-muted">No recording was kept for this call.</p>
      )}
      {call.summary && (
        <section aria-labelledby="call-summary">
          <h3 id="call-summary">Summary</h3>
          <p>{call.summary}</p>
          <p className="call-badges">
            {call.sentiment && <Badge variant="neutral">Sentiment: {call.sentiment}</Badge>}
            {call.leadQuality && <Badge variant="info">Lead: {call.leadQuality}</Badge>}
            {call.afterHours && <Badge variant="info">After hours</Badge>}
          </p>
        </section>
      )}
      {(call.lead || call.appointments.length > 0) && (
        <section aria-labelledby="call-results" className="call-results">
          <h3 id="call-results">What the call produced</h3>
          <dl className="detail-list">
            {call.lead && (
              <>
                <dt>Lead</dt>
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
                <dt>Appointment</dt>
                <dd>
                  {appointment.title}, {formatDateTime(appointment.startsAt, appointment.timeZone)}
                  {appointment.status === "cancelled" && " (canceled)"}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {call.notifications.length > 0 && (
        <section aria-labelledby="call-notifications">
          <h3 id="call-notifications">Messages sent</h3>
          <ul className="call-notifications">
            {call.notifications.map((item) => (
              <li key={`${item.channel}-${item.kind}-${item.to}`}>
                <Badge variant={item.status === "failed" ? "danger" : "neutral"}>
                  {item.channel === "sms" ? "Text" : "E-mail"}
                </Badge>{" "}
                {NOTIFICATION_LABELS[item.kind] ?? item.kind} to{" "}
                {item.channel === "sms" ? formatPhone(item.to) : item.to}
                <span className="call-muted">
                  {" "}
                  · {item.status === "sent" ? "sent" : item.status}{" "}
                  {formatDateTime(item.createdAt, zone)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="call-transcript">
        <div className="call-transcript-header">
          <h3 id="call-transcript">Transcript</h3>
          <TranscriptDownload id={call.id} />
        </div>
        {call.messages.length === 0 ? (
          <p className="call-muted">Nothing was said on this call.</p>
        ) : (
          <ol className="call-conversation" aria-label="Conversation">
            {call.messages.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lines never move; two may share their second and text.
                key={`${index}-${line.secondsFromStart}`}
                className={`call-line call-line-${line.role}`}
              >
                <span className="call-line-speaker">
                  {line.role === "assistant"
                    ? "Receptionist"
                    : line.role === "caller"
                      ? "Caller"
                      : "Action"}
                </span>
                {line.secondsFromStart !== null && call.hasRecording && line.role !== "tool" ? (
                  <button
                    type="button"
                    className="call-line-time"
                    onClick={() => seek(line.secondsFromStart)}
                    aria-label={`Play from ${formatClock(line.secondsFromStart)}`}
                  >
                    {formatClock(line.secondsFromStart)}
                  </button>
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

const NOTIFICATION_LABELS: Record<string, string> = {
  "owner-lead": "New-lead alert",
  "owner-appointment": "New-appointment alert",
  "owner-text": "Your text alert",
  "caller-confirmation": "Booking confirmation to the caller",
  "call-transcript": "Call transcript",
};

const DETAIL_LABELS: Record<string, string> = {
  buyingOrSelling: "Buying or selling",
  area: "Area",
  budget: "Budget",
  timeline: "Timeline",
  preApproved: "Pre-approved",
  answers: "Answers",
};

function detailLabel(key: string): string {
  return DETAIL_LABELS[key] ?? key;
}

/**
 * The recording, played from the API (range requests let the player seek). When the browser
 * cannot load it by address (a session held only as a bearer token, as when impersonating) the
 * file is fetched once through the API client; failing that, CALL_AUDIO_LOAD_FAILED.
 */
function Recording({ id, audio }: { id: string; audio: React.RefObject<HTMLAudioElement | null> }) {
  const api = useApiClient();
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
      <h3 id="call-recording">Recording</h3>
      {failed ? (
        <div className="form-alert" role="alert">
          <p>
            {CALL_LOG_ERRORS.audio.message}. {CALL_LOG_ERRORS.audio.suggestion}
          </p>
          <Button size="sm" variant="secondary" onClick={retry}>
            Try again
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
          aria-label="Call recording"
          className="call-audio"
        />
      )}
    </section>
  );
}

function TranscriptDownload({ id }: { id: string }) {
  const api = useApiClient();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
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
      <Button size="sm" variant="secondary" loading={state === "busy"} onClick={download}>
        Download transcript
      </Button>
      {state === "failed" && (
        <p className="form-alert" role="alert">
          {CALL_LOG_ERRORS.transcript.message} {CALL_LOG_ERRORS.transcript.suggestion}
        </p>
      )}
    </div>
  );
}
