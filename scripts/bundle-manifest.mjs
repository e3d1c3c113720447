// What a first load of each client route downloads, read from the router and Vite's build
// manifest. The build's bundle report and the bundle budget browser test both use it, so the
// figure the build prints is the one the test holds to the budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import ts from "typescript";

/** The first visit to the home page may download at most this much JavaScript, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;
export const BUDGETED_ROUTE = "/";
/**
 * Code every page fetches once the app has taken it over, not for its first screen: the live
 * stream's connection, and what app/after-start.ts starts (the service worker's registration,
 * the feed kept for the offline page, the keyboard shortcuts' listener). It is reported beside
 * the first load, not counted in it.
 */
export const AFTER_START_MODULES = [
  "src/client/lib/live/live-stream",
  "src/client/app/after-start",
];

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const ROUTER = "src/client/app/router.tsx";
const PAGE_TABLE = "src/shared/rules/page-routes.ts";
const PAGES_DIR = "src/client/pages/";
const APP_CHUNK = "app";

export function distDir() {
  return path.resolve(repoRoot, process.env.QUIP_DIST_DIR ?? "dist");
}

/** Level 9, as the build's pre-compressed .gz files and the budget have always been measured. */
export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

export function firstLoadReport(clientDir = path.join(distDir(), "client")) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries}`);
  // The page's first script fetches the app (the "app" chunk of vite.config.ts), on every page.
  const app = Object.keys(manifest).find((key) => manifest[key].name === APP_CHUNK);
  if (!app) throw new Error(`The manifest has no chunk named ${APP_CHUNK}`);
  const gzipBytesByFile = {};
  const routes = clientRoutes().map((route) => {
    const pageKey = route.lazy ? manifestKey(manifest, route.module) : null;
    const files = [...staticClosure(manifest, [entries[0], app, ...(pageKey ? [pageKey] : [])])];
    for (const file of files)
      gzipBytesByFile[file] ??= gzipSize(readFileSync(path.join(clientDir, file)));
    return {
      path: route.path,
      pageChunk: pageKey ? manifest[pageKey].file : null,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipBytesByFile[file], 0),
    };
  });
  // Less only what every page's first load has fetched: a chunk shared with one lazy page (the
  // install prompt, with Settings → Notifications) is still fetched after start on the others.
  const everyPage = staticClosure(manifest, [entries[0], app]);
  const afterStartFiles = [
    ...staticClosure(
      manifest,
      AFTER_START_MODULES.map((module) => manifestKey(manifest, module)),
    ),
  ].filter((file) => !everyPage.has(file));
  for (const file of afterStartFiles)
    gzipBytesByFile[file] ??= gzipSize(readFileSync(path.join(clientDir, file)));
  const afterStart = {
    files: afterStartFiles,
    gzipBytes: afterStartFiles.reduce((sum, file) => sum + gzipBytesByFile[file], 0),
  };
  return { routes, afterStart, gzipBytesByFile };
}

/**
 * The chunks and their static imports, each once. Dynamic imports are left out: they load
 * only when the code asks for them, and the entry's lazy pages are added per route.
 */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest names a module by its file; a relative import may leave out the extension. */
function manifestKey(manifest, module) {
  const key = [module]
    .concat(
      ["", "/index"].flatMap((stem) =>
        [".tsx", ".ts", ".jsx", ".js"].map((ext) => `${module}${stem}${ext}`),
      ),
    )
    .find((candidate) => candidate in manifest);
  if (!key) throw new Error(`The manifest has no chunk for ${module}`);
  return key;
}

/**
 * Each <Route> of the router, in order: its URL pattern (from paths.ts; "*" for the fallback)
 * and the page module it renders, which is lazy when the router loads it with import().
 */
function clientRoutes() {
  const patterns = pathPatterns();
  const router = parse(ROUTER);
  const pages = new Map();
  const resolve = (specifier) =>
    specifier.startsWith("#client/")
      ? `src/client/${specifier.slice("#client/".length)}`
      : path.posix.join(path.posix.dirname(ROUTER), specifier);
  const routes = [];
  walk(router, (node) => {
    if (ts.isImportDeclaration(node)) {
      const module = resolve(node.moduleSpecifier.text);
      const named = node.importClause?.namedBindings;
      if (module.startsWith(PAGES_DIR) && named && ts.isNamedImports(named))
        for (const element of named.elements) pages.set(element.name.text, { module, lazy: false });
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      const specifier = dynamicImport(node.initializer);
      if (specifier)
        pages.set(node.name.getText(router), { module: resolve(specifier), lazy: true });
    } else if (isJsxTag(node) && node.tagName.getText(router) === "Route") {
      const pathValue = attribute(node, "path");
      const pattern = !pathValue
        ? "*"
        : ts.isStringLiteral(pathValue)
          ? pathValue.text
          : patterns.get(pathValue.getText(router).match(/^paths\.(\w+)\.path$/)?.[1]);
      if (!pattern) throw new Error(`${ROUTER}: no pattern for ${pathValue?.getText(router)}`);
      const component =
        attribute(node, "component")?.getText(router) ??
        jsxTagNames(ts.isJsxElement(node.parent) ? node.parent : node, router).find((name) =>
          pages.has(name),
        );
      const page = component && pages.get(component);
      if (!page) throw new Error(`${ROUTER}: no page found for the route ${pattern}`);
      routes.push({ path: pattern, ...page });
    }
  });
  return routes;
}

/**
 * The table of pages (PAGE_ROUTES) each key's pattern: the router names a page's pattern as
 * `paths.<key>.path`, and paths.ts takes every one from that table.
 */
function pathPatterns() {
  const source = parse(PAGE_TABLE);
  const patterns = new Map();
  walk(source, (node) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText(source) !== "PAGE_ROUTES") return;
    let value = node.initializer;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
      value = value.expression;
    if (!value || !ts.isObjectLiteralExpression(value)) return;
    for (const property of value.properties)
      if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
        patterns.set(property.name.getText(source), property.initializer.text);
  });
  return patterns;
}

function parse(file) {
  const text = readFileSync(path.join(repoRoot, file), "utf8");
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function isJsxTag(node) {
  return ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node);
}

/** The specifier of an import("…") anywhere inside the expression. */
function dynamicImport(expression) {
  let specifier = null;
  walk(expression, (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifier ??= node.arguments[0].text;
  });
  return specifier;
}

/** A JSX attribute's value: the string of name="…" or the expression of name={…}. */
function attribute(tag, name) {
  const found = tag.attributes.properties.find(
    (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
  );
  const value = found?.initializer;
  return value && ts.isJsxExpression(value) ? value.expression : value;
}

function jsxTagNames(node, source) {
  const names = [];
  walk(node, (child) => {
    if (isJsxTag(child)) names.push(child.tagName.getText(source));
  });
  return names;
}
