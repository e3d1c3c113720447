import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "#server/config.ts";
import { createS3Client } from "#server/storage/s3-storage.ts";
import { scaled } from "./time-budget";

export interface TestS3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  config: S3Config;
  client: ReturnType<typeof createS3Client>;
  /** Every key in the bucket, read with the SDK, in order. */
  keys(prefix?: string): Promise<string[]>;
  /** An object as the bucket holds it, or null when it has none under that key. */
  object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const BUCKET = "quip-test";
/** The one key pair s3rver accepts; it checks every request's signature against it. */
const CREDENTIALS = "S3RVER";

/**
 * A real S3-protocol server (s3rver) in a process of its own, on 127.0.0.1 and a port the
 * system picks, keeping its bucket in a temporary folder that goes when it closes.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const dir = mkdtempSync(path.join(tmpdir(), "quip-s3-"));
  const bin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child = spawn(
    process.execPath,
    [bin, "-d", dir, "-a", "127.0.0.1", "-p", "0", "--silent", "--configure-bucket", BUCKET],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: CREDENTIALS,
    S3_SECRET_ACCESS_KEY: CREDENTIALS,
    S3_FORCE_PATH_STYLE: "true",
  };
  const config: S3Config = {
    bucket: BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: CREDENTIALS,
    secretAccessKey: CREDENTIALS,
    forcePathStyle: true,
  };
  const client = createS3Client(config);

  async function object(key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: answer.ContentType };
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === "NoSuchKey") return null;
      throw error;
    }
  }

  return {
    env,
    config,
    client,
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, ...(prefix ? { Prefix: prefix } : {}) }),
      );
      return (listed.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])).sort();
    },
    object,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** s3rver prints "S3rver listening on 127.0.0.1:PORT" once it accepts connections. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`s3rver did not start:\n${output}`)),
      scaled(15_000),
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on [\d.]+:(\d+)/.exec(output)?.[1];
      if (port) finish(() => resolve(Number(port)));
    };
    const onExit = (code: number | null) =>
      fail(new Error(`s3rver exited (${code}) before listening:\n${output}`));
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
      settle();
    };
    const fail = (error: Error) => finish(() => reject(error));
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", onExit);
  });
}
