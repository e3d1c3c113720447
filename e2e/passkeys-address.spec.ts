import { captureBothWidths, expect, test, VIEWPORTS } from "./support/fixtures";
import { signUp } from "./support/people";

/**
 * The browser tests' server is at 127.0.0.1 and its passkeys belong to localhost (decision
 * 0113): at 127.0.0.1 no passkey can be made or used, and the screens say so.
 */
test("at another address than the passkeys', sign-in and settings say where they work", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two screens, axe at two widths each
  const { port } = new URL(baseURL ?? "");
  const there = `localhost:${port}`;
  const why = `Passkeys work only at ${there}, the address they belong to.`;

  await page.goto("/login");
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with a passkey" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Open this page at ${there}` })).toHaveAttribute(
    "href",
    `http://${there}/login`,
  );
  await captureBothWidths(page, "passkeys-elsewhere-sign-in");
  await page.setViewportSize(VIEWPORTS.wide);

  await signUp(page);
  await page.goto("/account");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText(why)).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await expect(passkeys.getByRole("link", { name: `Open this page at ${there}` })).toHaveAttribute(
    "href",
    `http://${there}/account`,
  );
  await passkeys.scrollIntoViewIfNeeded();
  await captureBothWidths(page, "passkeys-elsewhere-account");

  // At the passkeys' own address the button is there, and says nothing of another.
  await page.goto(`http://${there}/login`);
  await expect(page.getByRole("button", { name: "Continue with a passkey" })).toBeVisible();
  await expect(page.getByText(why)).toHaveCount(0);
});
