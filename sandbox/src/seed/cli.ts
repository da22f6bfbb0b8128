import { runLive } from "./live";
import { parseArgs, USAGE } from "./options";
import { runSeed } from "./run";

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  if (opts.live) {
    await runLive(opts);
    return;
  }
  const run = runSeed(opts, (line) => console.log(`[seed] ${line}`));
  if (run.restKey) {
    console.log(`[seed] created app ${run.appId} in region ${run.region}`);
    console.log(`[seed] REST API key: ${run.restKey}`);
  }
  if (run.summary) {
    const s = run.summary;
    console.log(
      `[seed] app ${run.appId}: ${s.users} users, ${s.groups} groups, ${s.messages} messages, ` +
        `${s.reactions} reactions, ${s.calls} calls in ${run.seconds.toFixed(1)} s`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(`[seed] ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
