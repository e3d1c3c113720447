import type pg from "pg";
import { COMMENT_PAGE_SCENARIOS } from "./scenarios";
import type { SqlStatement } from "./server-process";

/** Tables that grow with the site: reading one whole is a bug at a million quips. */
const LARGE_TABLES = new Set(["quips", "likes", "comments", "follows", "activities"]);
const BITMAP_ROWS_WARNING = 50_000;
/**
 * A page's statement reads a large table by key or under a LIMIT. Outside one, a scan expected
 * to return more rows than this reads a whole thread rather than a page of it.
 */
const PAGE_KEY_ROWS = 50;

/**
 * A search must read a bounded part of its indexes whatever the text, so each search statement
 * is run (EXPLAIN ANALYZE) with every text it was captured with. Past these it fails: the
 * rows its scans touch (returned or filtered out), and the best of three runs' time.
 */
const SEARCH_ROWS_LIMIT = 5_000;
const SEARCH_MS_LIMIT = 10;
const SEARCH_RUNS = 3;
const isSearch = (scenario: string) => scenario.startsWith("search ");

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  "Plan Rows": number;
  "Total Cost": number;
  Filter?: string;
  "Recheck Cond"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

type CapturedStatement = SqlStatement & {
  scenarios: string[];
  /** Every distinct parameter list it was captured with, the first one first. */
  variants: unknown[][];
};

export interface StatementPlan {
  scenarios: string[];
  sql: string;
  lines: string[];
  failures: string[];
  warnings: string[];
}

export interface ExplainReport {
  plans: StatementPlan[];
  failures: number;
  warnings: number;
}

/** Each distinct read statement once (with the params of its first capture), in capture order. */
export function distinctReadStatements(
  captured: Array<{ scenario: string; statements: SqlStatement[] }>,
): CapturedStatement[] {
  const byText = new Map<string, CapturedStatement>();
  for (const { scenario, statements } of captured) {
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
      const seen = byText.get(statement.sql);
      if (!seen) {
        byText.set(statement.sql, { ...statement, scenarios: [scenario], variants: [] });
      } else if (!seen.scenarios.includes(scenario)) seen.scenarios.push(scenario);
      const variants = (byText.get(statement.sql) as CapturedStatement).variants;
      const key = JSON.stringify(statement.params);
      if (!variants.some((params) => JSON.stringify(params) === key)) {
        variants.push(statement.params);
      }
    }
  }
  return [...byText.values()];
}

export async function explainAll(
  client: pg.ClientBase,
  statements: CapturedStatement[],
): Promise<ExplainReport> {
  const plans: StatementPlan[] = [];
  for (const statement of statements) {
    const plan: StatementPlan = {
      scenarios: statement.scenarios,
      sql: statement.sql,
      lines: [],
      failures: [],
      warnings: [],
    };
    try {
      const result = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${statement.sql}`,
        statement.params,
      );
      const root = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
      const isPage = statement.scenarios.some((name) => COMMENT_PAGE_SCENARIOS.includes(name));
      if (root) walk(root, 0, plan, { isPage, underLimit: false });
      if (statement.scenarios.every(isSearch)) {
        for (const params of statement.variants) {
          await checkSearchRun(client, statement.sql, params, plan);
        }
      }
    } catch (error) {
      // A plan that cannot be read cannot be vouched for.
      plan.failures.push(`EXPLAIN failed: ${(error as Error).message}`);
      plan.lines.push(`EXPLAIN failed: ${(error as Error).message}   <-- FAIL`);
    }
    plans.push(plan);
  }
  return {
    plans,
    failures: plans.reduce((n, p) => n + p.failures.length, 0),
    warnings: plans.reduce((n, p) => n + p.warnings.length, 0),
  };
}

/** Runs one search as captured and holds it to the search limits. */
async function checkSearchRun(
  client: pg.ClientBase,
  sql: string,
  params: unknown[],
  plan: StatementPlan,
): Promise<void> {
  let best = Number.POSITIVE_INFINITY;
  let root: PlanNode | undefined;
  for (let run = 0; run < SEARCH_RUNS; run++) {
    const result = await client.query<{
      "QUERY PLAN": Array<{ Plan: PlanNode; "Execution Time": number }>;
    }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const analysed = result.rows[0]?.["QUERY PLAN"][0];
    if (!analysed) continue;
    root = analysed.Plan;
    best = Math.min(best, analysed["Execution Time"]);
  }
  if (!root) return;
  const rows = rowsTouched(root);
  const splits = splitsText(root);
  const text = searchTexts(params);
  const problems = [
    rows > SEARCH_ROWS_LIMIT ? `touches ${rows} rows (limit ${SEARCH_ROWS_LIMIT})` : "",
    best > SEARCH_MS_LIMIT ? `takes ${best.toFixed(1)} ms (limit ${SEARCH_MS_LIMIT})` : "",
    splits ? "splits each row's text again (to_tsvector in a filter)" : "",
  ].filter(Boolean);
  for (const problem of problems) plan.failures.push(`search [${text}] ${problem}`);
  plan.lines.push(
    `search [${text}]: ${rows} rows touched, best of ${SEARCH_RUNS} ${best.toFixed(2)} ms${
      problems.length > 0 ? `   <-- FAIL: ${problems.join("; ")}` : ""
    }`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What was searched for, without the viewer's id: each text parameter once. */
function searchTexts(params: unknown[]): string {
  const texts = params.filter((p): p is string => typeof p === "string" && !UUID.test(p));
  return [...new Set(texts)].join(" | ");
}

/** Rows the plan's scans returned or filtered out, over all their loops. */
function rowsTouched(node: PlanNode): number {
  const own = /Scan$/.test(node["Node Type"])
    ? ((node["Actual Rows"] ?? 0) +
        (node["Rows Removed by Filter"] ?? 0) +
        (node["Rows Removed by Index Recheck"] ?? 0)) *
      (node["Actual Loops"] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

function splitsText(node: PlanNode): boolean {
  const conditions = `${node.Filter ?? ""} ${node["Recheck Cond"] ?? ""}`;
  return conditions.includes("to_tsvector(") || (node.Plans ?? []).some(splitsText);
}

interface WalkState {
  /** The statement reads one page of a list: see PAGE_KEY_ROWS. */
  isPage: boolean;
  underLimit: boolean;
}

function walk(node: PlanNode, depth: number, plan: StatementPlan, state: WalkState): void {
  const relation = node["Relation Name"];
  const index = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
  const on = relation ? ` on ${relation}` : "";
  const rows = node["Plan Rows"];
  const isLarge = relation !== undefined && LARGE_TABLES.has(relation);
  let mark = "";
  if (node["Node Type"] === "Seq Scan" && isLarge) {
    plan.failures.push(`Seq Scan on ${relation}`);
    mark = "   <-- FAIL: whole-table read";
  } else if (state.isPage && isLarge && !state.underLimit && rows > PAGE_KEY_ROWS) {
    plan.failures.push(`${node["Node Type"]} on ${relation} reading ~${rows} rows outside a LIMIT`);
    mark = "   <-- FAIL: more than a page";
  } else if (node["Node Type"] === "Bitmap Heap Scan" && rows > BITMAP_ROWS_WARNING) {
    plan.warnings.push(`Bitmap Heap Scan on ${relation} reading ~${rows} rows`);
    mark = "   <-- WARNING: many rows";
  }
  // A per-row subquery (the viewer's like and bookmark) reads as a child otherwise.
  const role = node["Parent Relationship"] === "SubPlan" ? "SubPlan: " : "";
  plan.lines.push(
    `${"  ".repeat(depth)}${role}${node["Node Type"]}${index}${on} (rows ${rows}, cost ${node["Total Cost"]})${mark}`,
  );
  const below = { ...state, underLimit: state.underLimit || node["Node Type"] === "Limit" };
  for (const child of node.Plans ?? []) walk(child, depth + 1, plan, below);
}

export function printPlans(report: ExplainReport): void {
  console.log(`\nQuery plans (${report.plans.length} distinct read statements)`);
  for (const plan of report.plans) {
    console.log(`\n[${plan.scenarios.join(", ")}]`);
    console.log(`  ${oneLine(plan.sql)}`);
    for (const line of plan.lines) console.log(`    ${line}`);
  }
  console.log(
    `\nPlans: ${report.failures} failure(s) (Seq Scan on a large table, a search past its limits, or no plan), ${report.warnings} warning(s).`,
  );
}

/**
 * The statement on one line with its top-level column list left out: what a plan answers for
 * is the FROM, WHERE and ORDER BY, which a long select list would push off the line.
 */
function oneLine(sql: string): string {
  const flat = sql.replace(/\s+/g, " ").trim();
  const from = topLevelFrom(flat);
  const shown = from > 0 && /^select /i.test(flat) ? `select … ${flat.slice(from)}` : flat;
  return shown.length > 400 ? `${shown.slice(0, 397)}...` : shown;
}

/** Where the first FROM outside parentheses and quotes starts, or -1. */
function topLevelFrom(sql: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i] as string;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (depth === 0 && sql.startsWith(" from ", i)) return i + 1;
  }
  return -1;
}
