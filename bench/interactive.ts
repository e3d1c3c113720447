// The take-over phase of `npm run bench` (interactive-phase.ts) on its own:
//
//   npx tsx bench/interactive.ts [baseUrl]
//
// Without a baseUrl it builds the app and serves it on a fresh embedded database with the demo
// community (bench/demo-server.ts), signed in as its demo member for the profile.
// INTERACTIVE_RUNS (default 5) loads per page and speed, the median reported.
import { chooseBrowserPages, signInCookie } from "./browser-pages";
import { DEMO_SERVER_MEMBER, startDemoServer } from "./demo-server";
import { measureInteractive, printInteractive } from "./interactive-phase";

async function main() {
  const server = process.argv[2] ? null : await startDemoServer("quip-interactive-");
  const baseUrl = (process.argv[2] ?? server?.url ?? "").replace(/\/$/, "");
  try {
    const cookie = await signInCookie(baseUrl, DEMO_SERVER_MEMBER);
    const pages = await chooseBrowserPages(baseUrl, {
      username: DEMO_SERVER_MEMBER.username,
      cookie,
    });
    const runs = process.env.INTERACTIVE_RUNS ? Number(process.env.INTERACTIVE_RUNS) : undefined;
    printInteractive(await measureInteractive(baseUrl, pages, runs));
  } finally {
    await server?.stop();
  }
}

await main();
