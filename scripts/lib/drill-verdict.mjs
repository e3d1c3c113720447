// How every drill ends: each check printed ok or FAIL, one verdict, and an exit status that
// says it, with the drill's clean-up run whatever happened.

/** Prints each named check and the verdict; true when every check held. */
export function reportChecks(checks) {
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? "ok  " : "FAIL"} ${check}`);
  const passed = Object.values(checks).every(Boolean);
  console.log(passed ? "PASS" : "FAIL");
  return passed;
}

/** Runs the drill, cleans up even after an error, and exits 0 only when it passed. */
export async function runDrill(main, cleanUp) {
  let passed = false;
  try {
    passed = await main();
  } catch (error) {
    console.error(error);
  } finally {
    await cleanUp();
  }
  process.exit(passed ? 0 : 1);
}
