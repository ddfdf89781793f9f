// The list benchmark: the owner's call list and its stats with 100,000 calls. See
// ../call-engine.mjs.
import { performance } from "node:perf_hooks";
import { CALLS, ms, percentile, RUNS } from "./call-engine-messages.mjs";

export async function list(base, db, token, customerId) {
  await db.query(
    `INSERT INTO call_logs (id, customer_id, call_id, caller_phone, caller_name, duration, outcome,
                            lead_captured, appointment_booked, after_hours, billable_minutes,
                            summary, recording_url, started_at, created_at)
     SELECT gen_random_uuid(), $1, 'bench-' || i, '+1415' || lpad((5550000 + i % 9000)::text, 7, '0'),
            CASE WHEN i % 3 = 0 THEN NULL ELSE 'Caller ' || (i % 5000) END,
            30 + i % 600, (ARRAY['completed','completed','completed','transferred','hung-up','voicemail'])[i % 6 + 1],
            i % 7 = 0, i % 11 = 0, i % 4 = 0, 1 + i % 10, 'A call about a listing.',
            'https://storage.example/' || i || '.wav',
            now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 5)
       FROM generate_series(1, $2::int) AS i`,
    [customerId, CALLS],
  );
  await db.query("ANALYZE call_logs");
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const shapes = [
    { name: "first page, newest first", query: {} },
    { name: "page 2,500 of 5,000", query: { page: 2500 } },
    { name: "lead captured", query: { leadCaptured: "true" } },
    {
      name: "outcome = voicemail, booked",
      query: { outcome: "voicemail", appointmentBooked: "true" },
    },
    { name: "last 30 days", query: { from: since } },
    { name: "search caller name", query: { q: "Caller 4242" } },
    { name: "search phone digits", query: { q: "555 1234" } },
    { name: "search, no match", query: { q: "nobody-like-this" } },
  ];
  const all = [];
  console.log(
    `list: ${CALLS.toLocaleString("en-US")} calls; ${RUNS} requests per shape after 20 warm-up`,
  );
  for (const shape of shapes) {
    const url = `${base}/api/calls?${new URLSearchParams({ pageSize: "20", ...shape.query })}`;
    const get = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      if (!body.success) throw new Error(`${shape.name}: ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    for (let index = 0; index < 20; index++) await get();
    const times = [];
    for (let index = 0; index < RUNS; index++) times.push(await get());
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${shape.name.padEnd(30)} p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(percentile(times, 95)).padStart(8)}  p99 ${ms(percentile(times, 99)).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${"all shapes".padEnd(30)} p50 ${ms(percentile(all, 50)).padStart(8)}  p95 ${ms(percentile(all, 95)).padStart(8)}  p99 ${ms(percentile(all, 99)).padStart(8)}`,
  );
  const statsTimes = [];
  for (let index = 0; index < 20 + 50; index++) {
    const started = performance.now();
    await (
      await fetch(`${base}/api/calls/stats`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (index >= 20) statsTimes.push(performance.now() - started);
  }
  statsTimes.sort((a, b) => a - b);
  console.log(
    `  ${"the 30-day stats".padEnd(30)} p50 ${ms(percentile(statsTimes, 50)).padStart(8)}  p95 ${ms(percentile(statsTimes, 95)).padStart(8)}`,
  );
}
