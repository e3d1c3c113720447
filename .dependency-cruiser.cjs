/**
 * The client's layers, checked on every `npm test` (`npm run lint:boundaries`):
 *
 *   src/shared, components/, lib/   shared by everything; import no entity, feature, page or app
 *   entities/<noun>/                one domain object (a quip, a topic...) as every feature shows
 *                                   and changes it; imports lib, components and src/shared only
 *   features/<capability>/          one capability; imports entities, never another feature
 *   pages/                          one screen each, composing features and entities by entries
 *   app/ and main.tsx               the shell and router, composing pages and features
 *
 * An entity may use another one way (no-circular keeps it so); a feature that needs another
 * feature's piece takes it as a prop or slot from the page that composes both.
 */
const ENTRY = "^src/client/(features|entities)/[^/]+/index\\.ts$";
const ABOVE_ENTITIES = "^src/client/(features|pages|app)/|^src/client/main\\.tsx$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules, and so entities, depend on each other one way only.",
      severity: "error",
      from: { path: "^src/(client|shared)/" },
      to: { circular: true },
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
