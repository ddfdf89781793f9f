// The list benchmark: the owner's call list and its stats with 100,000 calls of their own among
// 1,000,000 in the table (nine neighbours with 100,000 each), every call a real one: a caller
// with a name (four in five) and a number, a summary, a transcript of ten lines and its
// messages, about 2.9 KB a row. See ../call-engine.mjs.
import { performance } from "node:perf_hooks";
import { require, signUpOwner } from "./api-process.mjs";
import { BrokenRun, checkFigure } from "./bench-run.mjs";
import { CALLS as ALL_CALLS, ms, percentile, RUNS } from "./call-engine-messages.mjs";

/** Calls per customer (BENCH_LIST_CALLS: fewer for a quick try of the script itself). */
const CALLS = Number(process.env.BENCH_LIST_CALLS ?? ALL_CALLS);
/** Customers in the table besides the owner measured, each with CALLS calls. */
const NEIGHBOURS = Number(process.env.BENCH_LIST_NEIGHBOURS ?? 9);
/** Calls inserted per statement while seeding (progress is printed per chunk). */
const CHUNK = 50_000;

const words = (list) => `(ARRAY[${list.map((word) => `'${word}'`).join(",")}])`;
const FIRST = words(
  "Dana Priya Marcus Elena Tomas Grace Omar Lucia Henry Aisha Noah Mei Carlos Fatima Liam Sofia Ethan Yuki Diego Hannah Ravi Olivia Mateo Chloe Samuel Nadia Lucas Emma Jamal Rosa Victor Ines Adam Leah Hugo Maya Felix Zoe Ivan Clara".split(
    " ",
  ),
);
const LAST = words(
  Array.from(
    { length: 125 },
    (_, index) =>
      `${["Whit", "Ram", "Gar", "Hol", "Kow", "Nak", "Sul", "Bren", "Fitz", "Mor", "Ost", "Pel", "Quin", "Dal", "Vos", "Ash", "Lind", "Cor", "Tal", "Yar", "Ber", "Har", "Mac", "Sto", "Wren"][index % 25]}${["field", "anathan", "cia", "brook", "alski"][Math.floor(index / 25)]}`,
  ),
);
const STREETS = words(
  "Oak Maple Cedar Pine Elm Birch Willow Aspen Magnolia Juniper Laurel Spruce Hawthorn Chestnut Sycamore Alder Poplar Cypress Redwood Hickory Marigold Jasmine Lilac Orchid Primrose Sequoia Dogwood Beech Linden Mulberry".split(
    " ",
  ),
);
const ASKS = words([
  "I saw the listing online and would like a showing this Saturday",
  "we are thinking of selling and want to know what our home is worth",
  "is the open house still on for Sunday afternoon",
  "can you tell me the asking price and the property taxes",
  "I want to rent a two bedroom apartment near the school",
  "my offer was accepted and I have questions about the inspection",
]);

/** One statement inserting `count` realistic calls for a customer, numbered from `from`. */
function insertCalls(customerId, from, count) {
  return {
    text: `INSERT INTO call_logs (id, customer_id, call_id, caller_phone, caller_name, duration,
              outcome, lead_captured, appointment_booked, after_hours, billable_minutes, summary,
              transcript, messages, recording_url, ended_reason, started_at, ended_at, created_at)
     SELECT gen_random_uuid(), $1::uuid, $1::text || '-' || i,
            '+1' || (ARRAY['415','212','646','310','512','305','206','617'])[1 + i % 8]
                 || lpad(((i * 7919) % 10000000)::text, 7, '0'),
            CASE WHEN i % 5 = 0 THEN NULL ELSE name END,
            30 + i % 600,
            (ARRAY['completed','completed','completed','transferred','hung-up','voicemail'])[i % 6 + 1],
            i % 7 = 0, i % 11 = 0, i % 4 = 0, 1 + i % 10,
            coalesce(name, 'A caller') || ' asked about ' || house || '; ' || ask || '. Follow up by phone.',
            concat_ws(E'\\n',
              'AI: Thanks for calling Bench Realty, this is Ava. How can I help you today?',
              'User: Hi, ' || ask || '. It is the house at ' || house || '.',
              'AI: Of course. ' || house || ' is a three bedroom home listed at $' || price || ',000. Can I have your name?',
              'User: Sure, it is ' || coalesce(name, 'someone from the neighbourhood') || '.',
              'AI: Thank you. And the best number to reach you at?',
              'User: This number is fine. I am mostly free in the mornings before work.',
              'AI: I have Saturday at ten or eleven in the morning, or Sunday at two. Which works best?',
              'User: Saturday at ten sounds good. Do I need to bring anything?',
              'AI: Just a photo ID. The agent will meet you at the front door. Anything else?',
              'User: No, that is everything. Thanks so much, goodbye.'),
            jsonb_build_array(
              jsonb_build_object('role','assistant','text','Thanks for calling Bench Realty, this is Ava. How can I help you today?','secondsFromStart',0),
              jsonb_build_object('role','user','text','Hi, ' || ask || '. It is the house at ' || house || '.','secondsFromStart',4),
              jsonb_build_object('role','assistant','text','Of course. ' || house || ' is a three bedroom home listed at $' || price || ',000.','secondsFromStart',11),
              jsonb_build_object('role','user','text','Sure, it is ' || coalesce(name, 'someone') || '.','secondsFromStart',18),
              jsonb_build_object('role','assistant','text','I have Saturday at ten or eleven in the morning, or Sunday at two.','secondsFromStart',24),
              jsonb_build_object('role','user','text','Saturday at ten sounds good.','secondsFromStart',31),
              jsonb_build_object('role','assistant','text','Just a photo ID. The agent will meet you at the front door.','secondsFromStart',36),
              jsonb_build_object('role','user','text','No, that is everything. Thanks so much, goodbye.','secondsFromStart',42)),
            'https://storage.example/' || $1::text || '/' || i || '.wav', 'customer-ended-call',
            at, at + make_interval(secs => 30 + i % 600), at
       FROM (SELECT i,
                    ${FIRST}[1 + i % 40] || ' ' || ${LAST}[1 + (i / 40) % 125] AS name,
                    (100 + (i * 31) % 9900) || ' ' || ${STREETS}[1 + (i / 7) % 30] || ' Street' AS house,
                    ${ASKS}[1 + i % 6] AS ask,
                    250 + (i * 13) % 900 AS price,
                    now() - make_interval(mins => i * 5) AS at
               FROM generate_series($2::int, $3::int) AS i) AS call`,
    values: [customerId, from, from + count - 1],
  };
}

async function seed(db, customerId, label) {
  for (let from = 1; from <= CALLS; from += CHUNK) {
    const count = Math.min(CHUNK, CALLS - from + 1);
    const started = performance.now();
    const { text, values } = insertCalls(customerId, from, count);
    await db.query(text, values);
    process.stdout.write(
      `  seeded ${label}: ${(from + count - 1).toLocaleString("en-US")} calls (${((performance.now() - started) / 1000).toFixed(1)} s for the last ${count.toLocaleString("en-US")})\n`,
    );
  }
}

/** A customer beside the one measured, signed up through the API. */
async function neighbour(base, db) {
  const owner = await signUpOwner(base);
  const { rows } = await db.query(
    `INSERT INTO customers (id, user_id, username, email, first_name, last_name, updated_at)
     SELECT gen_random_uuid(), id, 'bench-' || substr(id::text, 1, 8), email, first_name, last_name, now()
       FROM users WHERE id = $1 RETURNING id`,
    [owner.user.id],
  );
  return rows[0].id;
}

export async function list(base, db, token, customerId, databaseUrl) {
  const seeding = performance.now();
  // Two connections seed at once (one per core of the machine this runs on), the owner's calls
  // and the neighbours' interleaved in the table as a live database's are.
  const second = new (require("pg").Client)({ connectionString: databaseUrl });
  await second.connect();
  try {
    const customers = [{ id: customerId, label: "the owner" }];
    for (let index = 0; index < NEIGHBOURS; index++) {
      customers.push({
        id: await neighbour(base, db),
        label: `neighbour ${index + 1} of ${NEIGHBOURS}`,
      });
    }
    const lanes = [db, second].map(async (connection, lane) => {
      for (const [index, customer] of customers.entries()) {
        if (index % 2 === lane) await seed(connection, customer.id, customer.label);
      }
    });
    await Promise.all(lanes);
  } finally {
    await second.end();
  }
  // What autovacuum does on a live database: statistics, and the visibility map that lets
  // the list read its index alone.
  await db.query("VACUUM ANALYZE call_logs");
  const {
    rows: [table],
  } = await db.query(
    `SELECT count(*)::int AS calls, pg_total_relation_size('call_logs') AS bytes,
            (SELECT avg(pg_column_size(c.*))::int FROM (SELECT * FROM call_logs LIMIT 1000) c) AS row_bytes
       FROM call_logs`,
  );
  console.log(
    `list: ${CALLS.toLocaleString("en-US")} calls of the owner among ${table.calls.toLocaleString("en-US")} (${(Number(table.bytes) / 1e9).toFixed(1)} GB with indexes, ~${table.row_bytes} bytes a row), seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${RUNS} requests per shape after 20 warm-up`,
  );
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  // Each shape with the fewest rows it must find (a search that finds nothing is broken).
  const shapes = [
    { name: "first page, newest first", query: {}, least: 20 },
    {
      name: `page ${(CALLS / 40).toLocaleString("en-US")} of ${(CALLS / 20).toLocaleString("en-US")}`,
      query: { page: CALLS / 40 },
      least: 20,
    },
    { name: "lead captured", query: { leadCaptured: "true" }, least: 20 },
    {
      name: "outcome = voicemail, booked",
      query: { outcome: "voicemail", appointmentBooked: "true" },
      least: 20,
    },
    { name: "last 30 days", query: { from: since }, least: 20 },
    { name: "search caller's full name", query: { q: "Priya Ramanathan" }, least: 1 },
    { name: "search last name", query: { q: "ramanathan" }, least: 20 },
    { name: "search phone digits", query: { q: "555 1234" }, least: 0 },
    { name: "search area code + digits", query: { q: "(415) 99" }, least: 1 },
    { name: "search a street (transcript)", query: { q: "marigold street" }, least: 20 },
    { name: "search a common word", query: { q: "saturday" }, least: 20 },
    { name: "search, no match", query: { q: "nobody-like-this" }, least: 0 },
    { name: "search + lead captured", query: { q: "juniper", leadCaptured: "true" }, least: 5 },
  ];
  const all = [];
  for (const shape of shapes) {
    const url = `${base}/api/calls?${new URLSearchParams({ pageSize: "20", ...shape.query })}`;
    const get = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      const took = performance.now() - started;
      if (!body.success) throw new BrokenRun(`${shape.name}: ${JSON.stringify(body)}`);
      if (body.items.length < shape.least) {
        throw new BrokenRun(
          `${shape.name}: ${body.items.length} calls, at least ${shape.least} expected`,
        );
      }
      if (shape.name === "search, no match" && body.total !== 0) {
        throw new BrokenRun(`${shape.name}: found ${body.total}`);
      }
      return { took, body };
    };
    let found;
    for (let index = 0; index < 20; index++) found = (await get()).body;
    const times = [];
    for (let index = 0; index < RUNS; index++) times.push((await get()).took);
    times.sort((a, b) => a - b);
    all.push(...times);
    const total = `${found.totalExact ? "" : "≥ "}${found.total.toLocaleString("en-US")}`;
    console.log(
      `  ${shape.name.padEnd(30)} p50 ${ms(checkFigure(shape.name, percentile(times, 50))).padStart(8)}  p95 ${ms(percentile(times, 95)).padStart(8)}  p99 ${ms(percentile(times, 99)).padStart(8)}  (${total} calls)`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${"all shapes".padEnd(30)} p50 ${ms(percentile(all, 50)).padStart(8)}  p95 ${ms(percentile(all, 95)).padStart(8)}  p99 ${ms(percentile(all, 99)).padStart(8)}`,
  );
  const statsTimes = [];
  for (let index = 0; index < 20 + 50; index++) {
    const started = performance.now();
    const body = await (
      await fetch(`${base}/api/calls/stats`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (!body.success) throw new BrokenRun(`stats: ${JSON.stringify(body)}`);
    if (index >= 20) statsTimes.push(performance.now() - started);
  }
  statsTimes.sort((a, b) => a - b);
  console.log(
    `  ${"the 30-day stats".padEnd(30)} p50 ${ms(checkFigure("stats", percentile(statsTimes, 50))).padStart(8)}  p95 ${ms(percentile(statsTimes, 95)).padStart(8)}`,
  );
}
