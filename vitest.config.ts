import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./", import.meta.url)),
  "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on a 2-core machine is one worker; most files wait on SQLite files, child processes
    // and sockets, so two run side by side (measured: README, "Tests").
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "sandbox/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "components/**/*.test.ts",
          ],
          exclude: ["node_modules", "e2e", ".next"],
          setupFiles: ["test/unit-setup.ts"],
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["app/**/*.test.tsx", "components/**/*.test.tsx"],
          exclude: ["node_modules", "e2e", ".next"],
          environment: "happy-dom",
          setupFiles: ["test/unit-setup.ts", "test/component-setup.ts"],
        },
      },
    ],
  },
});
