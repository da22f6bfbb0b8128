import { readFileSync, writeFileSync } from "node:fs";
import { coverageTable } from "../sandbox/src/coverage";
import { ALL_ROUTES } from "../sandbox/src/modules";

export const START = "<!-- published-operations:start -->";
export const END = "<!-- published-operations:end -->";

const readme = readFileSync("README.md", "utf8");
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} section`);
writeFileSync(
  "README.md",
  `${readme.slice(0, from + START.length)}\n${coverageTable(ALL_ROUTES)}\n${readme.slice(to)}`,
);
console.log("README.md: the table of published operations is current.");
