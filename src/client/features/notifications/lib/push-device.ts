import { callApi } from "#client/lib/api-client.ts";

/*
 * This browser's push subscription: whether it can have one, whether it has one, and turning
 * it on (permission, the subscription with the site's public key, the server told) and off.
 */

export type PushState = "unsupported" | "denied" | "off" | "on";

export function isPushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (the browser's own prompt, so only ever after the member's press), then
 * subscribes this browser and gives the server its endpoint and keys.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { publicKey } = await callApi("GET /api/push/public-key");
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("The subscription has no keys");
  await callApi("POST /api/push/subscriptions", {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  return "on";
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await callApi("DELETE /api/push/subscriptions", { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return "off";
}
