import type * as S3 from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "#server/config.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";
import {
  FALLBACK_CONTENT_TYPE,
  isSafeObjectKey,
  isValidContentType,
  type ObjectStorage,
  UnsafeObjectKeyError,
} from "./object-storage";

export interface BucketStorage extends ObjectStorage {
  /** The stored object's size in bytes, or null when the bucket has no such object. */
  sizeOf(key: string): Promise<number | null>;
  /** Every key under the prefix, in order. */
  keysUnder(prefix: string): Promise<string[]>;
}

const s3 = loadOnUse<typeof S3>("@aws-sdk/client-s3");

export function createS3Client(config: S3Config): S3Client {
  return new (s3().S3Client)({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible services reject or ignore the
    // newer ones the SDK would otherwise add to every upload and check on every download.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Objects in an S3-compatible bucket, under the same keys as on disk. The bucket holds the
 * content type itself, and keys are checked as strictly as the local folder checks them.
 */
export function createS3Storage(config: S3Config, client = createS3Client(config)): BucketStorage {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3ServiceException,
  } = s3();
  const Bucket = config.bucket;

  function requireSafe(key: string): string {
    if (!isSafeObjectKey(key)) throw new UnsafeObjectKeyError(key);
    return key;
  }

  return {
    async put(key, bytes, contentType) {
      requireSafe(key);
      if (!isValidContentType(contentType)) throw new Error(`Invalid content type: ${contentType}`);
      // S3 writes an object whole or not at all: a reader never sees half of one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      // Nothing can ever be stored under an unsafe key, so it is simply not found.
      if (!isSafeObjectKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        const type = answer.ContentType;
        return {
          bytes,
          contentType: type && isValidContentType(type) ? type : FALLBACK_CONTENT_TYPE,
        };
      } catch (error) {
        // Only a missing key: a missing bucket or a refused credential is an error to see.
        if (error instanceof S3ServiceException && error.name === "NoSuchKey") return null;
        throw error;
      }
    },

    async delete(key) {
      // Deleting a missing object succeeds, as removing a missing file does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: requireSafe(key) }));
    },

    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: requireSafe(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        // A HEAD answer has no body to name its error: a 404 is all it says.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async keysUnder(prefix) {
      const keys: string[] = [];
      // A listing answers at most 1,000 keys; the token asks for the next ones.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
