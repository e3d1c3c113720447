import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushConfig } from "#server/config.ts";
import {
  isPrivateAddress,
  RefusedAddressError,
  refuseEndpoint,
  resolvePushHost,
} from "./endpoint-guard";

const production: PushConfig = {
  vapidKeys: undefined,
  subject: "mailto:ops@example.com",
  serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
  allowPrivateEndpoints: false,
};
const development: PushConfig = { ...production, allowPrivateEndpoints: true };
const OWN = "https://quip.example";

describe("the push endpoint guard", () => {
  it("admits the known push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGuQ",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(refuseEndpoint(production, OWN, endpoint), endpoint).toBeNull();
    }
  });

  it("refuses other hosts, plain http, addresses, credentials and the site itself", () => {
    expect(refuseEndpoint(production, OWN, "not a url")).toBe("invalid");
    expect(refuseEndpoint(production, OWN, "http://fcm.googleapis.com/fcm/send/x")).toBe("invalid");
    expect(refuseEndpoint(production, OWN, "https://user:pw@fcm.googleapis.com/x")).toBe("invalid");
    expect(refuseEndpoint(production, OWN, "https://evil.example/push")).toBe("not-allowed");
    expect(refuseEndpoint(production, OWN, "https://fcm.googleapis.com.evil.example/x")).toBe(
      "not-allowed",
    );
    expect(refuseEndpoint(production, OWN, "https://push.apple.com.evil.example/x")).toBe(
      "not-allowed",
    );
    expect(refuseEndpoint(production, OWN, "https://quip.example/api/push")).toBe("not-allowed");
    for (const host of [
      "127.0.0.1",
      "10.0.0.8",
      "[::1]",
      "169.254.169.254",
      "localhost",
      "8.8.8.8",
    ]) {
      expect(refuseEndpoint(production, OWN, `https://${host}/push`), host).toBe("not-allowed");
    }
  });

  it("admits loopback and private addresses only when told to, for a local push service", () => {
    expect(refuseEndpoint(development, OWN, "http://127.0.0.1:4100/push/1")).toBeNull();
    expect(refuseEndpoint(development, OWN, "http://localhost:4100/push/1")).toBeNull();
    expect(refuseEndpoint(development, "http://127.0.0.1:4100", "http://127.0.0.1:4100/p")).toBe(
      "not-allowed",
    );
    expect(refuseEndpoint(development, OWN, "http://evil.example/push")).toBe("invalid");
  });

  it("knows private, loopback, link-local and mapped addresses from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["142.250.74.10", "2a00:1450:4007:80f::200a", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("refuses at send time a name that resolves inward", async () => {
    await expect(resolvePushHost(production, "localhost")).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(resolvePushHost(production, "127.0.0.1")).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(resolvePushHost(development, "127.0.0.1")).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
  });
});
