import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpUri } from "./totp";

/** RFC 6238, Appendix B: the SHA-1 key, eight-digit codes, 30-second steps. */
const RFC_SECRET = Secret.fromLatin1("12345678901234567890");
const RFC_VECTORS = [
  { seconds: 59, code: "94287082" },
  { seconds: 1111111109, code: "07081804" },
  { seconds: 1111111111, code: "14050471" },
  { seconds: 1234567890, code: "89005924" },
  { seconds: 2000000000, code: "69279037" },
  { seconds: 20000000000, code: "65353130" },
];

const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP codes (RFC 6238)", () => {
  it.each(RFC_VECTORS)("accepts the test vector at T = $seconds s in its own step", (vector) => {
    const step = matchTotp({
      secret: RFC_SECRET,
      code: vector.code,
      at: at(vector.seconds),
      digits: 8,
    });
    expect(step).toBe(Math.floor(vector.seconds / 30));
  });

  it("accepts a code one step early or late, and no further", () => {
    const vector = { seconds: 1111111109, code: "07081804" };
    const step = Math.floor(vector.seconds / 30);
    for (const offset of [-1, 1]) {
      const later = at(vector.seconds + offset * 30);
      expect(matchTotp({ secret: RFC_SECRET, code: vector.code, at: later, digits: 8 })).toBe(step);
    }
    for (const offset of [-2, 2]) {
      const far = at(vector.seconds + offset * 30);
      expect(matchTotp({ secret: RFC_SECRET, code: vector.code, at: far, digits: 8 })).toBeNull();
    }
  });

  it("refuses another key's code and a code of the wrong length", () => {
    const other = Secret.fromLatin1("09876543210987654321");
    expect(matchTotp({ secret: other, code: "94287082", at: at(59), digits: 8 })).toBeNull();
    expect(matchTotp({ secret: RFC_SECRET, code: "287082", at: at(59), digits: 8 })).toBeNull();
  });

  it("makes 160-bit secrets and an address an authenticator app reads", () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes.length).toBe(20);
    const uri = new URL(totpUri(secret, "ann"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Quip:ann");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Quip");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
  });
});
