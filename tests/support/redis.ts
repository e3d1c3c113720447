import { Redis } from "ioredis";

export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * The tests of limits shared between server processes need a real Redis. Without one the
 * servers let every request through (as they should), so those tests would fail for a reason
 * they do not name, or wait out their time: they call this first and stop at once instead.
 */
export async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let refusal: Error | undefined;
  redis.on("error", (error: Error) => {
    refusal ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const reason = (refusal ?? (error as Error)).message;
    throw new Error(
      `This test needs Redis at ${REDIS_URL} (REDIS_URL), which did not answer (${reason}). ` +
        'Start one with "redis-server --daemonize yes" (Debian: "apt-get install redis-server"), ' +
        "or point REDIS_URL at one; .ci/run starts it on a fresh machine.",
    );
  } finally {
    redis.disconnect();
  }
}
