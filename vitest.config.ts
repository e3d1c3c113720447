import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { scaled, testWorkers } from "./tests/support/time-budget.ts";

/**
 * Projects by cost, cheapest first (package.json runs them in this order):
 * - unit: rules and pieces of the server and client that touch no database;
 * - components: the client's components and hooks, rendered in a simulated DOM (happy-dom);
 * - services: tests under src/ that open an embedded database of their own;
 * - embedded and postgres: the API suite (tests/) through the app, on the embedded database
 *   always, and again on PostgreSQL when TEST_DATABASE_URL is set, since both are supported.
 * A test file's project follows from what it opens, not from the folder it lives in, so a test
 * under tests/ that touches no database runs once, as a unit.
 */
const databases = ["embedded", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

const opensDatabase =
  /\bopen(Embedded|Postgres)\b|support\/(test-app|mailed-app|global-setup)"|TEST_DB_KIND/;

function testFiles(dir: string, opening: boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(dir, file))
    .filter((file) => opensDatabase.test(readFileSync(file, "utf8")) === opening);
}

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: testWorkers(),
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: [...testFiles("src", false), ...testFiles("tests", false)],
          environment: "node",
        },
      },
      {
        extends: true as const,
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx", "src/client/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/components.ts"],
        },
      },
      {
        extends: true as const,
        test: {
          name: "services",
          include: testFiles("src", true),
          environment: "node",
        },
      },
      ...databases.map((kind) => ({
        extends: true as const,
        test: {
          name: kind,
          include: testFiles("tests", true),
          environment: "node",
          env: { TEST_DB_KIND: kind },
          globalSetup: ["tests/support/global-setup.ts"],
        },
      })),
    ],
  },
});
