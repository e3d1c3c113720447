import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MSG } from "../src/shared/user-messages";
import { as } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerMember(t);
});
afterAll(async () => {
  await t?.close();
});

async function upload(member: Member, bytes: Buffer, contentType: string) {
  const { uploadURL } = (await as(t, member).post("/api/objects/upload")).json();
  const put = await t.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { cookie: member.cookie, "content-type": contentType },
    payload: bytes,
  });
  return { uploadURL: uploadURL as string, put };
}

/** A photo as a phone takes it: with a camera model and GPS coordinates in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Snapper 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 26/1 46/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "79/1 58/1 56/1",
      },
    })
    .png()
    .toBuffer();
}

describe("profile photos", () => {
  it("are re-encoded without their metadata and become the member's picture", async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { uploadURL, put } = await upload(alice, original, "image/png");
    expect(put.statusCode).toBe(204);
    const set = await as(t, alice).put("/api/profile-photo", { profileImageUrl: uploadURL });
    expect(set.statusCode).toBe(200);
    const { objectPath } = set.json();
    expect(objectPath).toMatch(/^\/objects\/avatars\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ method: "GET", url: objectPath });
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Snapper"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await as(t, alice).get("/api/auth/user")).json().profileImageUrl).toBe(objectPath);
  });

  it("refuse a text file renamed .png, an SVG, and an 11 MB file with the spec's messages", async () => {
    const text = await upload(alice, Buffer.from("just some words, not a picture"), "image/png");
    expect(text.put.statusCode).toBe(415);
    expect(text.put.body).toBe(USER_MSG.photo.invalidType);
    const svg = await upload(
      alice,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      "image/svg+xml",
    );
    expect(svg.put.statusCode).toBe(415);
    expect(svg.put.body).toBe(USER_MSG.photo.invalidType);
    const huge = await upload(alice, Buffer.alloc(11 * 1024 * 1024, 1), "image/jpeg");
    expect(huge.put.statusCode).toBe(413);
    expect(huge.put.body).toBe(USER_MSG.photo.tooLarge);
    const enormous = await upload(alice, Buffer.alloc(25 * 1024 * 1024, 1), "image/jpeg");
    expect(enormous.put.statusCode).toBe(413);
    expect(enormous.put.body).toBe(USER_MSG.photo.tooLarge);
    const notUploaded = await as(t, alice).put("/api/profile-photo", {
      profileImageUrl: svg.uploadURL,
    });
    expect(notUploaded.statusCode).toBe(400);
  });

  it("belong to the member who asked for the upload", async () => {
    const bob = await registerMember(t);
    const { uploadURL } = (await as(t, alice).post("/api/objects/upload")).json();
    const put = await t.app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { cookie: bob.cookie, "content-type": "image/png" },
      payload: await photoWithGps(),
    });
    expect(put.statusCode).toBe(404);
    expect((await as(t, undefined).post("/api/objects/upload")).statusCode).toBe(401);
  });
});
