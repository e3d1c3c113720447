export const FIRST_LOAD_BUDGET_BYTES: number;
export const BUDGETED_ROUTE: string;
export const AFTER_START_MODULES: string[];

export function distDir(): string;
export function gzipSize(data: Uint8Array): number;

export interface RouteFirstLoad {
  /** The router's pattern, or "*" for the fallback route. */
  path: string;
  /** The route's lazily loaded page chunk; null when the page is in the entry chunk. */
  pageChunk: string | null;
  /** Every JavaScript file the first load downloads, relative to the client build. */
  files: string[];
  gzipBytes: number;
}

export function firstLoadReport(clientDir?: string): {
  routes: RouteFirstLoad[];
  /** What every page fetches once the app has started (AFTER_START_MODULES), beyond its first load. */
  afterStart: { files: string[]; gzipBytes: number };
  gzipBytesByFile: Record<string, number>;
};
