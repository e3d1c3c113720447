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

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  "Plan Rows": number;
  "Total Cost": number;
  Plans?: PlanNode[];
}

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
): Array<SqlStatement & { scenarios: string[] }> {
  const byText = new Map<string, SqlStatement & { scenarios: string[] }>();
  for (const { scenario, statements } of captured) {
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
      const seen = byText.get(statement.sql);
      if (!seen) byText.set(statement.sql, { ...statement, scenarios: [scenario] });
      else if (!seen.scenarios.includes(scenario)) seen.scenarios.push(scenario);
    }
  }
  return [...byText.values()];
}

export async function explainAll(
  client: pg.ClientBase,
  statements: Array<SqlStatement & { scenarios: string[] }>,
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
    `\nPlans: ${report.failures} failure(s) (Seq Scan on a large table, or no plan), ${report.warnings} warning(s).`,
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
