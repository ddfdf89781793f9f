import { Trans, useLingui } from "@lingui/react/macro";
import {
  resolveError,
  type TCalendarFeed,
  type TCalendarFeedAddress,
  type TCalendarFeedResponse,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Field,
  LinkButton,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { QueryView } from "../../components/query-view.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { formatCallDate } from "./call-format.js";

/** What a confirmation is about: making a new link (the old one stops) or turning it off. */
type Confirming = "renew" | "turn-off" | undefined;

/**
 * The private calendar feed: make it, copy it into a calendar app right then (the API keeps
 * only its hash, so the address is shown this once), make a new one or turn it off (each after
 * confirming, as both stop the current link).
 */
export function CalendarFeedCard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const feed = useRouteQuery("getCalendarFeed");
  // The address of the link made on this page: the only time the site has it.
  const [made, setMade] = useState<TCalendarFeedAddress | undefined>(undefined);
  const [confirming, setConfirming] = useState<Confirming>(undefined);
  const { t } = useLingui();
  const locale = activeLocale();
  const remember = (value: TCalendarFeed | null) => {
    const answer: TCalendarFeedResponse = { success: true, feed: value };
    queryClient.setQueryData(queryKeyOf("getCalendarFeed"), answer);
  };
  const onError = (error: unknown) => {
    const { title, message } = resolveError(error);
    toast({ title, description: message, variant: "error" });
  };
  const create = useMutation({
    mutationFn: () => api.createCalendarFeed(),
    onSuccess: ({ feed: address }) => {
      remember({
        createdAt: address.createdAt,
        endsWithImpersonation: address.endsWithImpersonation,
      });
      setMade(address);
      setConfirming(undefined);
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: () => api.revokeCalendarFeed(),
    onSuccess: () => {
      remember(null);
      setMade(undefined);
      setConfirming(undefined);
      toast({ title: t`Calendar link turned off`, variant: "success" });
    },
    onError,
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link copied`, variant: "success" });
    } catch {
      toast({ title: t`Select the link and copy it`, variant: "info" });
    }
  };
  return (
    <Card as="section" aria-labelledby="calendar-feed">
      <CardHeader>
        <CardTitle as="h2" id="calendar-feed">
          <Trans>Your bookings in your calendar</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A private link Google Calendar or Apple Calendar can subscribe to. Anyone with the link
            sees your bookings: make a new one or turn it off if it leaks.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={feed} loadingLabel={t`Loading your calendar link…`} lines={1}>
          {(data) =>
            data.feed ? (
              <div className="calendar-feed">
                {made ? (
                  <NewAddress address={made} onCopy={(url) => void copy(url)} />
                ) : (
                  <ActiveFeed feed={data.feed} />
                )}
                <div className="card-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={create.isPending}
                    locale={locale}
                    onClick={() => setConfirming("renew")}
                  >
                    <Trans>Make a new link</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={revoke.isPending}
                    locale={locale}
                    onClick={() => setConfirming("turn-off")}
                  >
                    <Trans>Turn off</Trans>
                  </Button>
                </div>
              </div>
            ) : (
              <div className="calendar-feed">
                <p>
                  <Trans>You have no calendar link yet.</Trans>
                </p>
                <div className="card-actions">
                  <Button
                    size="sm"
                    loading={create.isPending}
                    locale={locale}
                    onClick={() => create.mutate()}
                  >
                    <Trans>Create a calendar link</Trans>
                  </Button>
                </div>
              </div>
            )
          }
        </QueryView>
        <Dialog
          open={confirming === "renew"}
          onOpenChange={(open) => setConfirming(open ? "renew" : undefined)}
          title={t`Make a new calendar link?`}
          description={t`The current link stops working: calendars subscribed to it stop showing your bookings until you add the new one.`}
          locale={locale}
        >
          <div className="card-actions">
            <Button variant="secondary" onClick={() => setConfirming(undefined)}>
              <Trans>Keep the current link</Trans>
            </Button>
            <Button
              loading={create.isPending}
              pendingLabel={t`Making...`}
              onClick={() => create.mutate()}
            >
              <Trans>Make a new link</Trans>
            </Button>
          </div>
        </Dialog>
        <Dialog
          open={confirming === "turn-off"}
          onOpenChange={(open) => setConfirming(open ? "turn-off" : undefined)}
          title={t`Turn off your calendar link?`}
          description={t`The link stops working and calendars subscribed to it stop showing your bookings. You can make a new link at any time.`}
          locale={locale}
        >
          <div className="card-actions">
            <Button variant="secondary" onClick={() => setConfirming(undefined)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              loading={revoke.isPending}
              pendingLabel={t`Turning off...`}
              onClick={() => revoke.mutate()}
            >
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </Dialog>
      </CardContent>
    </Card>
  );
}

/**
 * A link just made: its address to copy or open now, the one time it is shown. Focus moves to
 * the address (selected), so a keyboard or screen reader user lands on what to copy.
 */
function NewAddress({
  address,
  onCopy,
}: {
  address: TCalendarFeedAddress;
  onCopy: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <>
      <Field
        label={t`Calendar link (iCal)`}
        hint={t`Copy it now: for your privacy it is shown only this once. In Google Calendar: Other calendars, From URL.`}
      >
        <input
          ref={input}
          type="text"
          readOnly
          value={address.url}
          onFocus={(event) => event.target.select()}
        />
      </Field>
      {address.endsWithImpersonation ? <SupportSessionNote /> : null}
      <div className="card-actions">
        <Button size="sm" onClick={() => onCopy(address.url)}>
          <Trans>Copy link</Trans>
        </Button>
        <LinkButton href={address.webcalUrl} size="sm" variant="secondary">
          <Trans>Open in Apple Calendar</Trans>
        </LinkButton>
      </div>
    </>
  );
}

/** A link that works, whose address the site no longer has. */
function ActiveFeed({ feed }: { feed: TCalendarFeed }) {
  const zone = useBusinessTimeZone();
  const { t } = useLingui();
  const made = feed.createdAt && formatCallDate(feed.createdAt, zone);
  return (
    <>
      <p>
        {made ? t`Your calendar link is active, made ${made}.` : t`Your calendar link is active.`}
      </p>
      {feed.endsWithImpersonation ? <SupportSessionNote /> : null}
      <p className="calendar-feed-hint">
        <Trans>
          The link is shown only when it is made. Lost it? Make a new link and add that one.
        </Trans>
      </p>
    </>
  );
}

function SupportSessionNote() {
  return (
    <p className="calendar-feed-hint">
      <Trans>
        It was made in a Ringline support session and stops working when that support session ends.
      </Trans>
    </p>
  );
}
