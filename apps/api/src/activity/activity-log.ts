import type { BackgroundWrites } from "../core/background.js";
import type { Database } from "../db/database.js";

export interface ActivityEntry {
  userId: string;
  customerId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  action: string;
  page: string | null;
  method: string;
  statusCode: number;
  responseTime: number;
  metadata?: Record<string, string> | undefined;
}

export interface ActivityLog {
  record(entry: ActivityEntry): void;
  /** Writes what is buffered now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const BATCH_SIZE = 100;

/** A batch of activity rows, a column per array parameter. */
const INSERT_ACTIVITY = `
  INSERT INTO user_activity_logs (id, user_id, customer_id, ip_address, user_agent, action, page,
    method, status_code, response_time, metadata)
  SELECT gen_random_uuid(), user_id, customer_id, ip_address, user_agent, action, page, method,
         status_code, response_time, metadata
    FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
                $7::text[], $8::int[], $9::int[], $10::jsonb[])
      AS row(user_id, customer_id, ip_address, user_agent, action, page, method, status_code,
             response_time, metadata)
   WHERE EXISTS (SELECT FROM users u WHERE u.id = row.user_id)`;
const FLUSH_INTERVAL_MS = 250;

/**
 * Signed-in requests into user_activity_logs, written in batches after the answer has gone
 * out, so that logging never slows a request down or fails it. A row whose user was removed
 * before its batch went out is skipped, and only it: the table has no foreign key (which
 * would lock each row's user and fail the whole batch).
 */
export function createActivityLog(db: Database, background: BackgroundWrites): ActivityLog {
  let buffer: ActivityEntry[] = [];
  let timer: NodeJS.Timeout | undefined;

  function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    if (batch.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      background.run("user activity", async () => {
        try {
          // One statement whatever the batch's size: a column per array, so PostgreSQL parses
          // and plans the same short text every time (a VALUES list of 100 rows is 1,100
          // parameters to analyse, which cost the database more than the requests logged).
          const column = <Value>(pick: (entry: ActivityEntry) => Value) => batch.map(pick);
          await db.query(INSERT_ACTIVITY, [
            column((entry) => entry.userId),
            column((entry) => entry.customerId),
            column((entry) => entry.ipAddress),
            column((entry) => entry.userAgent),
            column((entry) => entry.action.slice(0, 100)),
            column((entry) => entry.page?.slice(0, 2048) ?? null),
            column((entry) => entry.method),
            column((entry) => entry.statusCode),
            column((entry) => entry.responseTime),
            column((entry) => (entry.metadata ? JSON.stringify(entry.metadata) : null)),
          ]);
        } finally {
          resolve();
        }
      });
    });
  }

  return {
    record(entry) {
      buffer.push(entry);
      if (buffer.length >= BATCH_SIZE) {
        void write();
      } else if (!timer) {
        timer = setTimeout(() => void write(), FLUSH_INTERVAL_MS);
        timer.unref();
      }
    },
    async flush() {
      await write();
    },
    async close() {
      await write();
    },
  };
}
