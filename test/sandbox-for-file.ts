import { afterAll, beforeAll } from "vitest";
import { aliceBobSandbox } from "./minute-calls";
import { type SandboxProcess, startSandbox } from "./sandbox-process";

/** Its fields are there once `start` has answered, in `beforeAll`; it stops in `afterAll`. */
function forFile(start: () => Promise<SandboxProcess>, fill: () => Promise<unknown>, timeoutMs?: number) {
  const sb = {} as SandboxProcess;
  beforeAll(async () => {
    Object.assign(sb, await start());
    await fill();
  }, timeoutMs);
  afterAll(async () => {
    await sb.stop?.();
  });
  return sb;
}

/** A sandbox for the test file: started in `region` and filled by `fill` before its tests, stopped after. */
export const sandboxForFile = (
  region: SandboxProcess["region"] = "eu",
  fill: () => Promise<unknown> = async () => undefined,
  o: { env?: Record<string, string>; timeoutMs?: number } = {},
): SandboxProcess => forFile(() => startSandbox(region, o.env), fill, o.timeoutMs);

/** alice and bob's sandbox for the test file: started and filled by `fill` before its tests, stopped after. */
export const aliceBobForFile = (fill: () => Promise<unknown> = async () => undefined): SandboxProcess =>
  forFile(aliceBobSandbox, fill, 60_000);
