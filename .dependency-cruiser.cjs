/**
 * The layers, checked on every `npm test` (`npm run lint:boundaries`), as docs/architecture.md
 * draws them.
 *
 * Client:
 *   src/shared, components/, lib/   shared by everything; import no entity, feature, page or app
 *   entities/<noun>/                one domain object (a quip, a topic...) as every feature shows
 *                                   and changes it; imports lib, components and src/shared only
 *   features/<capability>/          one capability; imports entities, never another feature
 *   pages/                          one screen each, composing features and entities by entries
 *   app/ and main.tsx               the shell and router, composing pages and features
 *
 * An entity may use another one way (no-circular keeps it so); a feature that needs another
 * feature's piece takes it as a prop or slot from the page that composes both.
 *
 * Server:
 *   routes/                  access, schemas, one service call; never the database
 *   services/<capability>/   the rules and the SQL; never HTTP (routes, plugins, Fastify);
 *                            the rest of the server reaches it only by its index.ts
 *   db, mail, storage, ai, cache, lib, rate-limit   infrastructure; never a service
 *   jobs/, live/             call services as a route would
 *   cli/                     entries only: started, never imported
 *
 * No module anywhere takes part in an import circle, type-only imports included.
 */
// A test composes what it checks from any layer.
const TEST = "\\.test\\.tsx?$";
const ENTRY = "^src/client/(features|entities)/[^/]+/index\\.ts$";
const ABOVE_ENTITIES = "^src/client/(features|pages|app)/|^src/client/main\\.tsx$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules, and so entities, depend on each other one way only.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "route-reaches-no-database",
      comment:
        "A route declares access and schemas and calls a service; the SQL lives in services.",
      severity: "error",
      from: { path: "^src/server/routes/", pathNot: TEST },
      to: { path: "^src/server/db/|^node_modules/(drizzle-orm|pg|@electric-sql)/" },
    },
    {
      name: "service-knows-no-http",
      comment:
        "Services are rules over (context, member, input): the same from a route, a job or the command line.",
      severity: "error",
      from: { path: "^src/server/services/", pathNot: TEST },
      to: {
        path: "^src/server/(routes|plugins|first-screen|jobs|cli|live|app\\.ts|main\\.ts)|^node_modules/(fastify|@fastify|fastify-plugin)/",
      },
    },
    {
      name: "a-capability-is-reached-by-its-entry",
      comment:
        "Routes, jobs, the live stream and the command line use a capability through services/<capability>/index.ts; capabilities compose each other's modules directly, since an entry would draw circles between two that use each other (quips and safety). The composition root builds the process-wide session cache itself: the context every service takes holds it, so an entry would draw a circle.",
      severity: "error",
      from: {
        path: "^src/server/",
        pathNot: ["^src/server/services/", "^src/server/(app-)?context\\.ts$", TEST],
      },
      to: {
        path: "^src/server/services/[^/]+/",
        pathNot: "^src/server/services/[^/]+/index\\.ts$",
      },
    },
    {
      name: "infrastructure-reaches-no-service",
      comment:
        "The database, mail, storage, text generation, caches and helpers serve services, never the reverse.",
      severity: "error",
      from: { path: "^src/server/(db|mail|storage|ai|cache|lib|rate-limit)/", pathNot: TEST },
      to: { path: "^src/server/(services|routes|plugins|first-screen|jobs|cli|live|seeds)/" },
    },
    {
      name: "routes-are-registered-by-the-app",
      comment: "Only the app registers routes; nothing else depends on a route file.",
      severity: "error",
      from: { pathNot: ["^src/server/(app\\.ts|routes/)", TEST] },
      to: { path: "^src/server/routes/" },
    },
    {
      name: "jobs-and-live-reach-no-http",
      comment: "Scheduled work and the live stream's fan-out call services, as a route would.",
      severity: "error",
      from: { path: "^src/server/(jobs|live)/", pathNot: TEST },
      to: { path: "^src/server/(routes|plugins|first-screen|cli)/" },
    },
    {
      name: "command-line-is-an-entry",
      comment: "The command line's modules are started, never imported by the server.",
      severity: "error",
      from: { path: "^src/server/", pathNot: ["^src/server/cli/", TEST] },
      to: { path: "^src/server/cli/" },
    },
    {
      name: "server-imports-no-client",
      comment: "The server loads the built page renderer as a file; it compiles no client source.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "shared-imports-no-entity-or-feature",
      comment:
        "components/, lib/ and src/shared serve every entity and feature, so they know none of them.",
      severity: "error",
      from: { path: "^src/(client/(components|lib)|shared)/" },
      to: { path: "^src/client/(entities|features|pages|app)/|^src/client/main\\.tsx$" },
    },
    {
      name: "shared-rules-stay-shared",
      comment: "src/shared runs in the browser and on the server: it imports neither side.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(client|server)/" },
    },
    {
      name: "client-imports-no-server",
      comment: "The client bundle holds no server code; what both need lives in src/shared.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "entity-imports-no-feature",
      comment: "An entity is shown by features and pages; it knows none of them.",
      severity: "error",
      from: { path: "^src/client/entities/" },
      to: { path: ABOVE_ENTITIES },
    },
    {
      name: "entity-through-entry",
      comment: "Another entity is reached only through its entry, its index.ts.",
      severity: "error",
      from: { path: "^src/client/(entities|features)/([^/]+)/" },
      to: {
        path: "^src/client/entities/",
        pathNot: ["^src/client/entities/$2/", ENTRY],
      },
    },
    {
      name: "feature-imports-no-feature",
      comment: "A feature uses entities and lib; what two features share is an entity's.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: { path: "^src/client/features/", pathNot: "^src/client/features/$1/" },
    },
    {
      name: "feature-imports-no-page-or-app",
      comment: "Pages and the app compose features, never the other way round.",
      severity: "error",
      from: { path: "^src/client/features/" },
      to: { path: "^src/client/(pages|app)/|^src/client/main\\.tsx$" },
    },
    {
      name: "page-uses-entries",
      comment:
        "A page composes features and entities through their entries, never their internals.",
      severity: "error",
      from: { path: "^src/client/(pages|app)/|^src/client/main\\.tsx$" },
      to: { path: "^src/client/(features|entities)/", pathNot: ENTRY },
    },
    {
      name: "page-imports-no-app",
      comment: "The app shell mounts the pages; a page does not reach back into it.",
      severity: "error",
      from: { path: "^src/client/pages/" },
      to: { path: "^src/client/app/|^src/client/main\\.tsx$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports couple modules as much as the others do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    // The check reads the sources each time: a stale cache could pass a broken boundary.
    cache: false,
    progress: { type: "none" },
  },
};
