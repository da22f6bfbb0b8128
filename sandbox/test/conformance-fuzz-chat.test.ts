import { ALL_ROUTES } from "../src/modules";
import { fuzzRoutes } from "./conformance-fuzz";

// The other APIs' routes are fuzzed in conformance-fuzz.test.ts.
fuzzRoutes(ALL_ROUTES.filter((r) => r.api === "chat"));
