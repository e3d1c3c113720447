/**
 * Node's options for the server process, by the database it will open (decision 0146).
 *
 * On PostgreSQL: 16 MB semi-spaces. Node 24 gives the young generation 128 MB on this
 * project's machines, against 32 MB on Node 20, and an idle server keeps all of it resident;
 * 16 MB gives back Node 20's 32 MB (decision 0145).
 *
 * On the embedded database, the small host's choice: 2 MB semi-spaces, and the database's
 * WebAssembly compiled by the baseline compiler only, never tiered up (both flags: with the
 * first alone V8 still tiers hot functions up). The optimizing compiler's work on it peaks at
 * about 600 MB of native memory, much of which the allocator keeps; together they take an
 * idle server from about 400 MB to about 220.
 */
export function serverNodeOptions(env = process.env) {
  return env.DATABASE_URL
    ? ["--max-semi-space-size=16"]
    : ["--max-semi-space-size=2", "--liftoff-only", "--no-wasm-dynamic-tiering"];
}
