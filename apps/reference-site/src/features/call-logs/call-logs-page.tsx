import { AppointmentsCard } from "./appointments-card.js";
import { CalendarFeedCard } from "./calendar-feed-card.js";
import { OpenCallCard } from "./call-detail-card.js";
import { CallStatsCard } from "./call-stats-card.js";
import { CallsCard } from "./calls-card.js";
import { LeadsCard } from "./leads-card.js";
import { useLiveCallLists } from "./live-updates.js";
import "../../styles/account.css";
import "../../styles/call-logs.css";

/**
 * Call Logs (`/dashboard/call-logs`, and `/dashboard/call-transcripts` where the transcript
 * e-mails link): the last 30 days at a glance, the open call (`?call=`) with its recording and
 * transcript, the calls with filters and search, the leads, the upcoming appointments and the
 * calendar feed. Filters, paging and the open call live in the URL.
 */
export function CallLogsPage() {
  useLiveCallLists();
  return (
    <div className="tab-grid call-logs">
      <CallStatsCard />
      <OpenCallCard />
      <CallsCard />
      <LeadsCard />
      <AppointmentsCard />
      <CalendarFeedCard />
    </div>
  );
}
