import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LinkButton,
  Table,
} from "@ringline/react-widgets";
import { Link } from "react-router";

interface CallRow {
  id: string;
}

/** Call Logs: every call the receptionist answered. None has reached this account yet. */
export function CallLogsTab() {
  return (
    <Card as="section" aria-labelledby="call-logs">
      <CardHeader>
        <CardTitle id="call-logs">Call logs</CardTitle>
        <CardDescription>
          Recordings, transcripts and the leads captured on each call.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table<CallRow>
          caption="Calls"
          hideCaption
          rows={[]}
          columns={[
            { key: "date", header: "Date", rowHeader: true },
            { key: "caller", header: "Caller" },
            { key: "duration", header: "Duration" },
            { key: "outcome", header: "Outcome" },
          ]}
          emptyMessage="No calls yet. Calls appear here as soon as your Ringline number answers them."
          emptyAction={
            <LinkButton href="/support" linkComponent={Link} variant="secondary" size="sm">
              How to forward your calls
            </LinkButton>
          }
        />
      </CardContent>
    </Card>
  );
}
