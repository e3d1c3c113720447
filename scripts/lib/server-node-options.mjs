/**
 * Node's options for the server process. Node 24 gives the young generation 128 MB on this
 * project's machines, against 32 MB on Node 20, and an idle server keeps all of it resident:
 * 16 MB semi-spaces give back Node 20's 32 MB (decision 0145). `npm start` and the README's
 * production command pass the same options.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=16"];
