import { describe, expect, it } from "vitest";
import { open, seal } from "./secret-box";

const KEY = "a".repeat(64);

describe("the two-factor secret box", () => {
  it("opens what it sealed, and never shows the secret in the sealed text", () => {
    const sealed = seal(KEY, "JBSWY3DPEHPK3PXP");
    expect(sealed.startsWith("v1:")).toBe(true);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(KEY, sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(seal(KEY, "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("opens nothing under another server secret, or once altered", () => {
    const sealed = seal(KEY, "JBSWY3DPEHPK3PXP");
    expect(open("b".repeat(64), sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] = (altered[at] ?? 0) ^ 1;
      expect(open(KEY, `v1:${altered.toString("base64url")}`)).toBeNull();
    }
    expect(open(KEY, "v2:whatever")).toBeNull();
  });
});
