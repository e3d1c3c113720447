import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  encryptPayload,
  generateVapidKeys,
  isP256PublicKey,
  isVapidPair,
  vapidAuthorization,
} from "./web-push-crypto";

const b = (text: string) => Buffer.from(text, "base64url");

/** RFC 8291, Appendix A: the worked example, its spaces and line breaks removed. */
const RFC_8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic:
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push cryptography", () => {
  it("encrypts RFC 8291's example to its published bytes", () => {
    const body = encryptPayload(
      { p256dh: RFC_8291.uaPublic, auth: RFC_8291.auth },
      Buffer.from(RFC_8291.plaintext),
      { salt: b(RFC_8291.salt), senderPrivateKey: b(RFC_8291.asPrivate) },
    );
    expect(body.toString("base64url")).toBe(RFC_8291.body);
  });

  it("signs a VAPID token a push service can check with the key it carries", () => {
    const keys = generateVapidKeys();
    expect(isVapidPair(keys)).toBe(true);
    expect(isVapidPair({ ...keys, privateKey: generateVapidKeys().privateKey })).toBe(false);
    const now = new Date("2025-09-16T12:00:00Z");
    const header = vapidAuthorization(keys, "https://fcm.googleapis.com", "mailto:a@b.c", now);
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header);
    expect(match).not.toBeNull();
    const [, head = "", claims = "", signature = "", k = ""] = match ?? [];
    expect(k).toBe(keys.publicKey);
    expect(JSON.parse(b(head).toString())).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(b(claims).toString())).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: now.getTime() / 1000 + 12 * 3600,
      sub: "mailto:a@b.c",
    });
    const point = b(k);
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = Buffer.from(`${head}.${claims}`);
    expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, b(signature))).toBe(true);
  });

  it("tells a P-256 point from bytes that are none", () => {
    expect(isP256PublicKey(RFC_8291.uaPublic)).toBe(true);
    const offCurve = b(RFC_8291.uaPublic);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    expect(isP256PublicKey(offCurve.toString("base64url"))).toBe(false);
    expect(isP256PublicKey(RFC_8291.auth)).toBe(false);
  });
});
