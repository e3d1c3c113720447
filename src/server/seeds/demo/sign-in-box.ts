import type { DemoSignIn, DemoSummary } from "./seed-demo";

/**
 * How to sign in to the demo just added, framed so it stands out in the start's output. A drawn
 * password is printed here and nowhere else, and only by the run that drew it.
 */
export function demoSignInBox(signIn: DemoSummary["signIn"]): string {
  const shown = (account: DemoSignIn) =>
    account.drawn ? account.password : "(the password you gave)";
  const width = Math.max(signIn.member.username.length, signIn.admin.username.length);
  const lines = [
    "The demo community is ready. Sign in as",
    "",
    `  a member:         ${signIn.member.username.padEnd(width)}  ${shown(signIn.member)}`,
    `  an administrator: ${signIn.admin.username.padEnd(width)}  ${shown(signIn.admin)}`,
    "",
    "Every other demo member has the member password.",
    ...(signIn.member.drawn || signIn.admin.drawn
      ? [
          "Passwords drawn for this install are shown here only, this once.",
          "Lost one? npm run admin -- password <username> sets a new one.",
        ]
      : []),
  ];
  const inner = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(inner + 2)}+`;
  return ["", rule, ...lines.map((line) => `| ${line.padEnd(inner)} |`), rule, ""].join("\n");
}
