// `pnpm eval:chat`: the offline model's share of right answers on questions.json and its
// median reply time. Add `--verbose` to see every wrong answer.
import { createOfflineChatModel } from "../model/offline-model.js";
import { evaluateChatModel } from "./evaluate.js";

const verbose = process.argv.includes("--verbose");
const model = createOfflineChatModel();
// One untimed pass first, so the figures are not the JIT's warm-up.
await evaluateChatModel(model);
const report = await evaluateChatModel(model);

for (const result of report.questions) {
  if (result.correct && !verbose) continue;
  process.stdout.write(
    `${result.correct ? "ok  " : "MISS"} [${result.mode}] ${result.question}\n` +
      (result.correct ? "" : `     missing: ${result.missingFacts.join(", ")}\n`) +
      (verbose || !result.correct ? `     reply: ${result.reply.replaceAll("\n", " ⏎ ")}\n` : ""),
  );
}
const percent = (report.share * 100).toFixed(1);
process.stdout.write(
  `\nOffline chat model: ${report.correct}/${report.total} answered correctly (${percent} %), ` +
    `median reply ${report.medianMilliseconds.toFixed(3)} ms\n`,
);
