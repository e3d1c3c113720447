import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./compressed-answers";

describe("the encoding an answer is compressed with", () => {
  it("is brotli when the client takes it, else gzip, else none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("leaves out an encoding the client refuses with q=0", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("br; q=0.0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("BR;Q=0.5")).toBe("br");
  });
});
