// The registry this project installs from serves only the Linux builds of some native
// packages (Biome, Tailwind's oxide). `npm install` then leaves the other platforms' optional
// dependencies out of package-lock.json, and `npm ci` refuses the lock as out of sync.
// This adds those optional entries back, marked with their platform, so `npm ci` accepts the
// lock and skips them here, while a machine that can reach them still installs its own.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const platform = (name) => {
  const os = ["android", "darwin", "freebsd", "linux", "win32", "wasm32"].find((p) =>
    name.includes(`-${p}`),
  );
  const cpu = ["arm64", "x64", "arm", "ia32", "wasi"].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  return {
    ...(os && os !== "wasm32" ? { os: [os] } : {}),
    ...(cpu && cpu !== "wasi" ? { cpu: [cpu === "arm" ? "arm" : cpu] } : {}),
    ...(name.includes("musl")
      ? { libc: ["musl"] }
      : name.includes("-linux-")
        ? { libc: ["glibc"] }
        : {}),
  };
};

let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform(dep),
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries.`);
