import { createReadStream, createWriteStream, renameSync, statSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";
import { formatCount } from "../format";
import { KIND_LABEL } from "../schemas/data-exports";
import type { ExportFile } from "./files";

const iso = (s: number) => new Date(s * 1000).toISOString().replace(".000Z", "Z");

/** What the README of a user's archive says: who it is about, when it was made, each kind's rows and span. */
export function archiveReadme(o: {
  uid: string;
  appId: string;
  madeBy: string;
  madeAt: number;
  parts: readonly ExportFile[];
}): string {
  const ok = o.parts.filter((p) => p.error === undefined);
  const failed = o.parts.filter((p) => p.error !== undefined);
  const starts = ok.flatMap((p) => (p.from === undefined ? [] : [p.from]));
  const ends = ok.flatMap((p) => (p.to === undefined ? [] : [p.to]));
  const span = (p: Pick<ExportFile, "from" | "to">) =>
    p.from === undefined || p.to === undefined ? "" : `, ${iso(p.from)} to ${iso(p.to)}`;
  const lines = [
    `Everything the service and this dashboard hold about user ${o.uid} (app ${o.appId})`,
    "",
    `Made:       ${iso(o.madeAt)} (UTC), by ${o.madeBy}`,
    `Time range: ${
      starts.length === 0
        ? "no dated rows"
        : `${iso(Math.min(...starts))} to ${iso(Math.max(...ends))} (the earliest and latest dated row below)`
    }`,
    "",
    "Included: for each kind, a JSON file (the records as the service or the dashboard keeps them) and a CSV",
    "file (the columns of the dashboard's list export of that kind).",
    "",
    ...ok.map(
      (p) =>
        `- ${KIND_LABEL[p.kind] ?? p.kind} (${p.kind}.json, ${p.kind}.csv): ${formatCount(p.rows)} ${
          p.rows === 1 ? "row" : "rows"
        }${span(p)}`,
    ),
  ];
  if (failed.length > 0) {
    lines.push("", "Not included: these could not be read, and the archive holds no file of them.", "");
    for (const p of failed) lines.push(`- ${KIND_LABEL[p.kind] ?? p.kind} (${p.kind}): ${p.error}`);
  }
  lines.push(
    "",
    "Notes:",
    "- Messages are those the user sent; reactions those the user made; groups those the user is a member of,",
    "  with the user's scope; calls those the user took part in.",
    "- Notification log entries are those where the user is the recipient or the sender.",
    "- Audit log entries are the dashboard's records of admin actions on this app whose target is the user.",
    "- Auth tokens are masked, as the dashboard shows them: the archive hands out no credential.",
    "",
  );
  return lines.join("\n");
}

/**
 * Packs `readme` and `files` into a zip at `out`, streaming: each file is read from disk as the zip is written,
 * one at a time, so memory holds a chunk, not the archive. Written beside `out` and renamed once whole.
 * Answers the zip's size.
 */
export async function writeArchive(o: {
  out: string;
  readme: string;
  files: readonly { name: string; path: string }[];
  mtime?: Date;
}): Promise<number> {
  const zip = new ZipFile();
  const mtime = o.mtime ?? new Date();
  zip.addBuffer(Buffer.from(o.readme, "utf8"), "README.txt", { mtime });
  for (const f of o.files) {
    zip.addReadStreamLazy(f.name, { mtime }, (cb) => cb(null, createReadStream(f.path)));
  }
  zip.end();
  const partial = `${o.out}.part`;
  await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
  renameSync(partial, o.out);
  return statSync(o.out).size;
}
