import type { LocalStorage } from "./local-storage";
import type { BucketStorage } from "./s3-storage";

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size: copied by an earlier run. */
  alreadyThere: number;
  failed: { key: string; reason: string }[];
}

/** Enough requests in flight to hide a remote bucket's latency, few enough for any service. */
const AT_ONCE = 4;

/**
 * Copies every object of the local folder to the bucket, content type and all. Keys never
 * change content (each upload gets a new one), so an object of the same size already in the
 * bucket is the same object and is left alone: a second run copies only what the first missed.
 */
export async function copyToBucket(from: LocalStorage, to: BucketStorage): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, failed: [] };
  const keys = await from.listKeys();
  let next = 0;
  async function worker() {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      try {
        await copyOne(key);
      } catch (error) {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  async function copyOne(key: string) {
    const object = await from.get(key);
    // Removed since the folder was listed (an expired export): nothing left to copy.
    if (!object) return;
    if ((await to.sizeOf(key)) === object.bytes.length) {
      report.alreadyThere++;
      return;
    }
    await to.put(key, object.bytes, object.contentType);
    report.copied++;
    report.copiedBytes += object.bytes.length;
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}
