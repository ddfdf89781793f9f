// The offline chat model's reply time: p50/p95/p99 over the evaluation set's questions asked
// again and again (≥ 1000 replies), after a warm-up, on this machine.
//
//   node bench/chat-offline-model.mjs [--replies 5000]
//
// The model is bundled with esbuild from apps/api/src/chat (as tsup bundles the API), so the
// figure is that of the shipped code, minisearch included. A reply without text breaks the run.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const chatDir = join(root, "apps/api/src/chat");
const { values } = parseArgs({ options: { replies: { type: "string", default: "5000" } } });
const replies = Math.max(1000, Number(values.replies));

await runBench("chat-offline-model", async () => {
  const bundled = await build({
    stdin: {
      // The plans on sale fill in the passages' prices: the defaults, as the evaluation uses.
      contents: `export { createOfflineChatModel } from "./model/offline-model.ts";
export { DEFAULT_PLANS } from "@ringline/api-client";`,
      resolveDir: chatDir,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    // The model's own dependencies come from apps/api's node_modules.
    nodePaths: [join(root, "apps/api/node_modules")],
  });
  const scratch = mkdtempSync(join(tmpdir(), "chat-bench-"));
  const modulePath = join(scratch, "offline-model.mjs");
  writeFileSync(modulePath, bundled.outputFiles[0].text);
  const { createOfflineChatModel, DEFAULT_PLANS } = await import(pathToFileURL(modulePath).href);
  rmSync(scratch, { recursive: true, force: true });

  const { owner, questions } = JSON.parse(
    readFileSync(join(chatDir, "eval/questions.json"), "utf8"),
  );
  const ownerSnapshot = { ...owner, periodStart: new Date(owner.periodStart) };
  const inputs = questions.map((item) => ({
    mode: item.mode,
    message: item.question,
    history: [],
    owner: item.mode === "dashboard" ? ownerSnapshot : undefined,
    plans: DEFAULT_PLANS,
  }));

  const startedBuilding = performance.now();
  const model = createOfflineChatModel();
  const buildMs = performance.now() - startedBuilding;

  /** One reply; one without text means the model failed. */
  async function reply(input) {
    const answer = await model.reply(input);
    if (typeof answer?.text !== "string" || answer.text.trim() === "") {
      throw new BrokenRun(`no reply text for "${input.message}"`);
    }
  }

  for (let index = 0; index < 500; index++) await reply(inputs[index % inputs.length]);

  const times = [];
  for (let index = 0; index < replies; index++) {
    const input = inputs[index % inputs.length];
    const started = performance.now();
    await reply(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  const format = (ms) => `${ms.toFixed(3)} ms`;

  for (const [label, value] of [
    ["index build ms", buildMs],
    ["p50 ms", at(0.5)],
    ["p95 ms", at(0.95)],
    ["p99 ms", at(0.99)],
  ]) {
    checkFigure(label, value);
  }
  process.stdout.write(
    [
      `Offline chat model, ${replies} replies over ${inputs.length} questions (Node ${process.version})`,
      `  index built in ${format(buildMs)}`,
      `  p50 ${format(at(0.5))}   p95 ${format(at(0.95))}   p99 ${format(at(0.99))}   max ${format(times.at(-1))}`,
      `  p95 budget 50 ms: ${at(0.95) < 50 ? "met" : "MISSED"}`,
      "",
    ].join("\n"),
  );
});
