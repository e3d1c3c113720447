/**
 * The client's layers, checked on every `npm test` (`npm run lint:boundaries`):
 *
 *   src/shared, components/, lib/   shared by everything; import no feature, page or app
 *   features/<name>/                one feature; others reach it only through its index.ts
 *   pages/                          one screen each, composed from features' entries
 *   app/ and main.tsx               the shell and router, composing pages and features
 *
 * A feature that others use through its entry cannot take part in a cycle of features without
 * a cycle of modules through those entries, so `no-circular` also keeps features one-way.
 */
const ENTRY = "^src/client/features/[^/]+/index\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules, and so features, depend on each other one way only.",
      severity: "error",
      from: { path: "^src/(client|shared)/" },
      to: { circular: true },
    },
    {
      name: "shared-imports-no-feature",
      comment: "components/, lib/ and src/shared serve every feature, so they know none of them.",
      severity: "error",
      from: { path: "^src/(client/(components|lib)|shared)/" },
      to: { path: "^src/client/(features|pages|app)/|^src/client/main\\.tsx$" },
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
      name: "feature-through-entry",
      comment: "Another feature is reached only through its small public entry, its index.ts.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: { path: "^src/client/features/", pathNot: ["^src/client/features/$1/", ENTRY] },
    },
    {
      name: "feature-imports-no-page-or-app",
      comment: "Pages and the app compose features, never the other way round.",
      severity: "error",
      from: { path: "^src/client/features/" },
      to: { path: "^src/client/(pages|app)/|^src/client/main\\.tsx$" },
    },
    {
      name: "page-uses-feature-entries",
      comment: "A page composes features through their entries, never their internals.",
      severity: "error",
      from: { path: "^src/client/(pages|app)/|^src/client/main\\.tsx$" },
      to: { path: "^src/client/features/", pathNot: ENTRY },
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
