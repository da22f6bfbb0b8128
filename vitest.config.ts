import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "sandbox/**/*.test.ts",
      "scripts/**/*.test.ts",
      "test/**/*.test.ts",
      "lib/**/*.test.ts",
      "app/**/*.test.ts",
      "components/**/*.test.ts",
    ],
    exclude: ["node_modules", "e2e", ".next"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
