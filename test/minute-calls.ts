import { type SandboxProcess, startSandbox } from "./sandbox-process";

/** The sandbox's body for recording a one-to-one audio call from `initiator` to `receiver` at `initiatedAt` (seconds). */
export const audioCall = (
  initiator: string,
  receiver: string,
  initiatedAt: number,
  participants: unknown[],
) => ({
  initiator,
  receiver,
  receiverType: "user",
  type: "audio",
  mode: "call",
  initiatedAt,
  participants,
});

/** The i-th of a run of one-minute alice→bob audio calls, ten minutes apart from t0 (seconds). */
export const minuteCall = (t0: number, i: number) =>
  audioCall("alice", "bob", t0 + i * 600, [
    { uid: "alice", sessions: [{ joinedAt: t0 + i * 600 + 1, leftAt: t0 + i * 600 + 61 }] },
    { uid: "bob", sessions: [{ joinedAt: t0 + i * 600 + 2, leftAt: t0 + i * 600 + 61 }] },
  ]);

/** A sandbox process (eu) with the users alice and bob, the two ends of every minuteCall. */
export async function aliceBobSandbox(): Promise<SandboxProcess> {
  const sb = await startSandbox("eu");
  for (const uid of ["alice", "bob"]) await sb.chat("POST", "/users", { uid, name: uid });
  return sb;
}
