import type { SandboxProcess } from "./sandbox-process";

/** Users the client tests create, as [uid, name]. */
export const PIONEERS = [
  ["ada", "Ada Lovelace"],
  ["alan", "Alan Turing"],
  ["grace", "Grace Hopper"],
] as const;

/** Users ada (Ada Lovelace) and gone (Gone Away, deactivated), and the public group team (The Team) owned by ada. */
export async function arrangeNamed(sb: SandboxProcess) {
  await sb.chat("POST", "/users", { uid: "ada", name: "Ada Lovelace" });
  await sb.chat("POST", "/users", { uid: "gone", name: "Gone Away" });
  await sb.chat("DELETE", "/users", { uidsToDeactivate: ["gone"] });
  await sb.chat("POST", "/groups", { guid: "team", name: "The Team", type: "public", owner: "ada" });
}
