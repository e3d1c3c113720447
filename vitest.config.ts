import { defineConfig } from "vitest/config";

/**
 * API tests run on the embedded database always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set; pure rules and services with their own database run once.
 */
const databases = ["embedded", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      ...databases.map((kind) => ({
        extends: true as const,
        test: {
          name: kind,
          include: ["tests/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB_KIND: kind },
          globalSetup: ["tests/support/global-setup.ts"],
        },
      })),
    ],
  },
});
