import pg from "pg";

/** One statement on a connection of its own: the drills create and drop whole databases. */
export async function queryOnce(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
