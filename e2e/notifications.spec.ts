import type { Page } from "@playwright/test";
import { captureBothWidths, expect, expectAccessible, test, VIEWPORTS } from "./support/fixtures";
import { postQuip, signUp } from "./support/people";

/** Once the service worker has taken over (installed and activated). */
async function workerActivated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
    )
    .toBe("activated");
}

/**
 * Headless Chromium has no push service of its own: its PushManager is replaced by one that
 * hands out a subscription with a known push service's endpoint (and RFC 8291's example keys),
 * so the page's own code subscribes and tells the server exactly as with a real one.
 */
async function fakePushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
    const subscription = {
      endpoint,
      toJSON: () => ({
        endpoint,
        keys: {
          p256dh:
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
          auth: "BTBZMqHH6r4Tts7J_aSIgg",
        },
      }),
      unsubscribe: async () => {
        localStorage.removeItem("e2e-push");
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem("e2e-push") ? (subscription as unknown as PushSubscription) : null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array) || key.length !== 65) throw new Error("no VAPID key");
      localStorage.setItem("e2e-push", "1");
      return subscription as unknown as PushSubscription;
    };
  });
}

test("Settings → Notifications: kinds by channel, quiet hours, saved and read back, at both widths", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const likesPush = page.getByRole("switch", { name: "Push: Likes" });
  await expect(likesPush).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Push: Replies and comments" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Mail: Moderation notices" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Activity: Moderation notices" })).toBeDisabled();
  // The topic of the day is only ever pushed: its Activity and mail cells offer nothing.
  await expect(page.getByRole("switch", { name: "Push: New topic of the day" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Mail: New topic of the day" })).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "Activity: New topic of the day" })).toHaveCount(0);
  await captureBothWidths(page, "notification-settings");

  await likesPush.click();
  await page.getByRole("switch", { name: "Activity: Likes" }).click();
  await page.getByRole("switch", { name: "No push notices during quiet hours" }).click();
  await page.getByLabel("From").fill("23:15");
  await page.getByLabel("Your time zone").selectOption("Europe/Paris");
  await page.getByLabel("Mail digest of what you missed").selectOption("weekly");
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Push: Likes" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Activity: Likes" })).not.toBeChecked();
  await expect(page.getByLabel("From")).toHaveValue("23:15");
  await expect(page.getByLabel("Until")).toHaveValue("07:00");
  await expect(page.getByLabel("Your time zone")).toHaveValue("Europe/Paris");
  await expect(page.getByLabel("Mail digest of what you missed")).toHaveValue("weekly");
  await captureBothWidths(page, "notification-settings-saved");
});

test("the offer to turn on notices comes after a first quip, subscribes, and once dismissed stays away", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await fakePushService(page);
  await signUp(page);
  await workerActivated(page);
  const offer = page.getByRole("article").filter({ hasText: "Stay in the loop" });
  await expect(page.getByRole("feed")).toBeVisible();
  await expect(offer).toHaveCount(0);

  await postQuip(
    page,
    `Notices e2e ${Date.now()}: my alarm clock and I are not on speaking terms.`,
  );
  await page.goto("/?filter=new");
  await expect(offer).toBeVisible();
  await captureBothWidths(page, "notices-offer");
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST",
  );
  await offer.getByRole("button", { name: "Turn on notices" }).click();
  expect((await subscribed).status()).toBe(204);
  await expect(offer.getByText("Notices are on for this device.")).toBeVisible();

  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("feed")).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The settings screen knows this browser is subscribed, and turns it off.
  await page.goto("/settings/notifications");
  const device = page.getByRole("switch", { name: "Push notices on this device" });
  await expect(device).toBeChecked();
  const removed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "DELETE",
  );
  await device.click();
  expect((await removed).status()).toBe(204);
  await expect(device).not.toBeChecked();
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`the service worker shows a pushed notice and opens its page when pressed, at ${label} width`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await context.grantPermissions(["notifications"]);
    await signUp(page);
    await workerActivated(page);
    // Controlled from now on: the worker may navigate this tab.
    await page.reload();
    const quipId = await postQuip(page, "A quip a notice leads to.");

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find(
          (r) => !r.isDeleted && r.scopeURL.startsWith(baseURL ?? ""),
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const payload = {
      title: "@someone commented on your quip",
      body: "“A quip a notice leads to.”",
      url: `/quip/${quipId}`,
      tag: `comment:${quipId}`,
    };
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL ?? "").origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (await registration?.getNotifications())?.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        }));
      });
    await expect
      .poll(shown)
      .toEqual([
        { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
      ]);

    // A press on the notice, as the worker hears it: the tab goes to the notice's page.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      // The worker's own globals, which the page's type library does not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error("no notification");
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
    });
    await expect(page).toHaveURL(`/quip/${quipId}`);
    await expect(page.getByText("A quip a notice leads to.")).toBeVisible();
    await expect.poll(shown).toEqual([]);
    await expectAccessible(page);
  });
}
