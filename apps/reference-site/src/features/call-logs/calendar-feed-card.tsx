import { resolveError } from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  LinkButton,
  toast,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { QueryView } from "../../components/query-view.js";

/** The private calendar feed: make it, copy it into a calendar app, make a new one, revoke it. */
export function CalendarFeedCard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const feed = useRouteQuery("getCalendarFeed");
  const onSuccess = (answer: unknown) => {
    queryClient.setQueryData(queryKeyOf("getCalendarFeed"), answer);
  };
  const onError = (error: unknown) => {
    const { title, message } = resolveError(error);
    toast({ title, description: message, variant: "error" });
  };
  const create = useMutation({ mutationFn: () => api.createCalendarFeed(), onSuccess, onError });
  const revoke = useMutation({
    mutationFn: () => api.revokeCalendarFeed(),
    onSuccess: (answer) => {
      onSuccess(answer);
      toast({ title: "Calendar link revoked", variant: "success" });
    },
    onError,
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      toast({ title: "Select the link and copy it", variant: "info" });
    }
  };
  return (
    <Card as="section" aria-labelledby="calendar-feed">
      <CardHeader>
        <CardTitle as="h2" id="calendar-feed">
          Your bookings in your calendar
        </CardTitle>
        <CardDescription>
          A private link Google Calendar or Apple Calendar can subscribe to. Anyone with the link
          sees your bookings: make a new one or revoke it if it leaks.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={feed} loadingLabel="Loading your calendar link…" lines={1}>
          {(data) =>
            data.feed ? (
              <div className="calendar-feed">
                <Field
                  label="Calendar link (iCal)"
                  hint="In Google Calendar: Other calendars, From URL."
                >
                  <input
                    type="text"
                    readOnly
                    value={data.feed.url}
                    onFocus={(event) => event.target.select()}
                  />
                </Field>
                <div className="card-actions">
                  <Button size="sm" onClick={() => void copy(data.feed?.url ?? "")}>
                    Copy link
                  </Button>
                  <LinkButton href={data.feed.webcalUrl} size="sm" variant="secondary">
                    Open in Apple Calendar
                  </LinkButton>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={create.isPending}
                    onClick={() => create.mutate()}
                  >
                    Make a new link
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={revoke.isPending}
                    onClick={() => revoke.mutate()}
                  >
                    Revoke
                  </Button>
                </div>
              </div>
            ) : (
              <Button size="sm" loading={create.isPending} onClick={() => create.mutate()}>
                Create a calendar link
              </Button>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
