import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test file gets a store directory of its own unless it names one (tempDataDir): two files run side by
// side, and neither may migrate the working copy's data/dashboard under the other.
process.env.DASHBOARD_DATA_DIR = mkdtempSync(path.join(tmpdir(), "unit-store-"));
