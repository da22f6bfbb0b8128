import type { ImportFile } from "../_lib/import-files";

/**
 * A download per file of the rows that were not imported: each in its kind's CSV columns with the row's number
 * in the file and why, so the rows can be mended and uploaded again as they are.
 */
export function ImportRefusedLinks({ jobId, files }: { jobId: string; files: readonly ImportFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="text-sm">
      <p>
        Rows the checks or the service refused, in each file&apos;s columns with the row&apos;s number and
        why. Mend them and upload the file again: a re-run imports nothing twice.
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {files.map((f) => (
          <li key={f.kind}>
            <a
              className="underline underline-offset-2"
              href={`/api/export/import-refused-${f.kind}?${new URLSearchParams({ params: JSON.stringify({ id: jobId }) })}`}
              download
            >
              Refused rows of {f.name} (CSV)
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
