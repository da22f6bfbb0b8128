import { type Entry, open, type ZipFile } from "yauzl";

/** The entries of a zip file on disk, in their order, each as text; fails on a zip that does not open whole. */
export function readZip(file: string): Promise<{ name: string; text: string }[]> {
  return new Promise((resolve, reject) => {
    open(file, { lazyEntries: true, strictFileNames: true }, (err, zip?: ZipFile) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const out: { name: string; text: string }[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(out));
      zip.on("entry", (entry: Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            out.push({ name: entry.fileName, text: Buffer.concat(chunks).toString("utf8") });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
