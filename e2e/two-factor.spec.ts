import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, expectAccessible, test, uniqueMember, VIEWPORTS } from "./support/fixtures";

/** Registers a fresh member through the API of the page's site, signed in in its browser. */
async function registerMember(page: Page, origin = "") {
  const member = uniqueMember();
  const answer = await page.request.post(`${origin}/api/auth/register`, {
    data: { username: member.username, email: member.email, password: member.password },
  });
  expect(answer.status()).toBe(201);
  return member;
}

async function look(page: Page, name: string, label: string) {
  await expectAccessible(page);
  await page.screenshot({
    path: `e2e/screenshots/two-factor-${name}-${label}.png`,
    fullPage: true,
  });
}

/** The code the member's authenticator app shows, `stepsAhead` periods after the page's now. */
async function appCode(page: Page, secret: string, stepsAhead = 0): Promise<string> {
  const now = await page.evaluate(() => Date.now());
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + stepsAhead * 30_000 });
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`a member turns on an authenticator app and signs in with its code (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = await registerMember(page);
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await section.getByRole("button", { name: "Set up" }).click();
    await section.getByLabel("Current password").fill(member.password);
    await section.getByRole("button", { name: "Continue" }).click();

    await expect(
      section.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const key = (await section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? "";
    const secret = key.replaceAll(" ", "");
    expect(secret).toHaveLength(32);
    await look(page, "scan", label);

    await section.getByLabel("Code from the app").fill(await appCode(page, secret));
    await section.getByRole("button", { name: "Turn on" }).click();
    const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await look(page, "recovery-codes", label);
    await section.getByRole("button", { name: "I have saved them" }).click();
    await expect(section.getByText("10 recovery codes left")).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Username or email").fill(member.username);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeFocused();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/^That code didn't work/)).toBeVisible();
    await look(page, "second-step", label);

    // The app's next code: the one that turned it on is spent, and waiting out its 30 seconds
    // would only slow the test (the server takes a code one step either side of now).
    await page.getByLabel("Authentication code").fill(await appCode(page, secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/");
    const me = await page.request.get("/api/auth/user");
    expect(((await me.json()) as { username: string }).username).toBe(member.username);
  });

  test(`a member adds a passkey and signs in with it alone (${label})`, async ({
    page,
    baseURL,
  }) => {
    // Browsers refuse an IP address as a passkey's site, so this member uses the server by
    // name: the relying party of a site on 127.0.0.1 is localhost (decision 0113).
    const origin = `http://localhost:${new URL(baseURL ?? "").port}`;
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const member = await registerMember(page, origin);
    await page.goto(`${origin}/account`);
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("No passkeys yet.")).toBeVisible();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await section.getByLabel("Name").fill("Test laptop");
    await section.getByLabel("Current password").fill(member.password);
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(
      section.getByRole("list", { name: "Passkeys" }).getByText("Test laptop"),
    ).toBeVisible();
    await expect(section.getByText(/Added .* · not used yet/)).toBeVisible();
    await look(page, "passkeys", label);

    await page.context().clearCookies();
    await page.goto(`${origin}/login`);
    await expect(page.getByRole("button", { name: "Continue with a passkey" })).toBeVisible();
    await look(page, "sign-in", label);
    await page.getByRole("button", { name: "Continue with a passkey" }).click();
    await expect(page).toHaveURL(`${origin}/`);
    const me = await page.request.get(`${origin}/api/auth/user`);
    expect(((await me.json()) as { username: string }).username).toBe(member.username);

    await page.goto(`${origin}/account`);
    await expect(section.getByText(/ · last used /)).toBeVisible();
    await section.getByRole("button", { name: "Remove Test laptop" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this passkey?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(section.getByText("No passkeys yet.")).toBeVisible();

    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
  });
}
