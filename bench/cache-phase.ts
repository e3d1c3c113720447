import type { LoadOptions } from "./http-load";
import { type LargeDatasetPlan, measureEach } from "./large-phase";
import type { ScenarioRecord } from "./results";
import { isMutingScenario, type ReadScenario } from "./scenarios";
import { startServer } from "./server-process";

/** The shared cache's life on the measuring server: the production default. */
const CACHE_SECONDS = 5;
export const CACHED_SUFFIX = " cached";

/**
 * The feed scenarios (every filter, visitor and member, first and fiftieth page) again, on a
 * server with the shared cache on (decision 0128), in its process memory: the main
 * measurement runs with it off, so each feed has both figures, named alike but for " cached".
 * No writes run meanwhile, so each page is read from the database once per entry's life.
 */
export async function measureCachedFeeds(
  url: string,
  dataset: string,
  plan: LargeDatasetPlan,
  load: LoadOptions,
  sessionSecret: string,
): Promise<ScenarioRecord[]> {
  const feeds = cachedFeedScenarios(plan.reads);
  const server = await startServer({
    label: "cached",
    database: { url },
    logLevel: "warn",
    sessionSecret,
    sharedCacheSeconds: CACHE_SECONDS,
  });
  try {
    console.log(`\nFeeds with the shared cache on (${CACHE_SECONDS} s):`);
    return await measureEach(server, feeds, dataset, load);
  } finally {
    await server.stop();
  }
}

/** The plan's feed reads, renamed for the cached server. */
export function cachedFeedScenarios(reads: ReadScenario[]): ReadScenario[] {
  return reads
    .filter((scenario) => scenario.name.startsWith("feed ") && !isMutingScenario(scenario.name))
    .map((scenario) => ({ ...scenario, name: `${scenario.name}${CACHED_SUFFIX}` }));
}
