import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openEmbedded, openPostgres } from "#server/db/database.ts";
import { runMigrations } from "#server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it,
 * which is much faster than migrating per file.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB_KIND ?? project.config.env?.TEST_DB_KIND;
  if (kind === "postgres") return setupPostgres(project);
  return setupEmbedded(project);
}

async function setupEmbedded(project: TestProject) {
  const database = await openEmbedded({});
  let dump: Blob;
  try {
    await runMigrations(database);
    dump = await database.client.dumpDataDir("gzip");
  } finally {
    await database.close();
  }
  const file = path.join(tmpdir(), `quip-test-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("embeddedTemplate", file);
  return () => rmSync(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const template = `quip_template_${process.pid}`;
  await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  try {
    const database = await openPostgres(withDatabase(url, template), 1);
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide("postgresTemplate", template);
  return drop;
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
