import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as } from "./support/factories";
import { interlacedPngBomb, pngWithGarbageData, zeroPng } from "./support/hostile-images";
import { type Member, registerMember } from "./support/members";
import { photoWithGps, upload as uploadAs } from "./support/photos";
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

const upload = (member: Member, bytes: Buffer, contentType: string) =>
  uploadAs(t, member, bytes, contentType);

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

  it("refuse a text file renamed .png, an SVG, and an 11 MB file with the product's messages", async () => {
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

/** A processed photo of the member's: the upload URL they were given and the path it became. */
async function uploadedPhoto(member: Member) {
  const { uploadURL, put } = await upload(member, await photoWithGps(), "image/png");
  expect(put.statusCode).toBe(204);
  const id = uploadURL.split("/").pop();
  return { uploadURL, objectPath: `/objects/avatars/${id}.webp` };
}

describe("a profile photo", () => {
  const setPhoto = (member: Member, profileImageUrl: unknown) =>
    as(t, member).put("/api/profile-photo", { profileImageUrl });
  const patchPhoto = (member: Member, profileImageUrl: unknown) =>
    as(t, member).patch("/api/users/profile", { profileImageUrl });

  it("is only ever a photo the member uploaded, in one of its two exact spellings", async () => {
    const carol = await registerMember(t);
    const bobs = await uploadedPhoto(await registerMember(t));
    const own = await uploadedPhoto(carol);
    const neverUploaded = "0f0e0d0c-0b0a-4908-8706-050403020100";
    const refused = [
      "/objects/../api/logout",
      "/objects/%2e%2e/api/logout",
      "/objects/%2E%2E/api/logout",
      "/objects/avatars/../../api/logout",
      bobs.uploadURL,
      bobs.objectPath,
      `/objects/avatars/${neverUploaded}.webp`,
      `/api/objects/upload/${neverUploaded}`,
      "javascript:alert(1)",
      "/api/logout",
      "/api/auth/user",
      "https://evil.example/face.png",
      `http://localhost:3000${own.objectPath}`,
      `//evil.example${own.objectPath}`,
      `${own.objectPath}?logout=1`,
      `${own.objectPath}#x`,
      own.objectPath.toUpperCase(),
      `/objects/avatars/${own.uploadURL.split("/").pop()}.png`,
    ];
    for (const reference of refused) {
      for (const call of [setPhoto, patchPhoto]) {
        const response = await call(carol, reference);
        expect(response.statusCode, `${call.name} ${reference}`).toBe(400);
        expect(response.body).toBe(USER_MSG.photo.notYours);
      }
    }
    expect((await as(t, carol).get("/api/auth/user")).json().profileImageUrl).toBeNull();

    const byUploadUrl = await setPhoto(carol, own.uploadURL);
    expect(byUploadUrl.statusCode).toBe(200);
    expect(byUploadUrl.json()).toEqual({ objectPath: own.objectPath });
    expect((await setPhoto(carol, own.objectPath)).statusCode).toBe(200);
    const patched = await patchPhoto(carol, own.uploadURL);
    expect(patched.statusCode).toBe(200);
    expect(patched.json().profileImageUrl).toBe(own.objectPath);
    expect((await patchPhoto(carol, null)).json().profileImageUrl).toBeNull();
    expect((await patchPhoto(carol, own.objectPath)).json().profileImageUrl).toBe(own.objectPath);
  });

  it("of QuipBot is one the administrator uploaded, not a member's", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    await ensureQuipBot(t.ctx.db, t.ctx.now());
    const members = await uploadedPhoto(await registerMember(t));
    for (const reference of [members.uploadURL, "/objects/../api/logout"]) {
      const response = await as(t, admin).put("/api/admin/quipbot/profile-photo", {
        profileImageUrl: reference,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(USER_MSG.photo.notYours);
    }
    const admins = await uploadedPhoto(admin);
    const set = await as(t, admin).put("/api/admin/quipbot/profile-photo", {
      profileImageUrl: admins.uploadURL,
    });
    expect(set.json()).toEqual({ objectPath: admins.objectPath });
  });

  it("stored before these checks reads as no photo unless it is one of our objects", async () => {
    const dave = await registerMember(t);
    const store = (value: string) =>
      t.ctx.db.update(users).set({ profileImageUrl: value }).where(eq(users.id, dave.id));
    for (const bad of ["/objects/../api/logout", "https://evil.example/face.png", "/api/logout"]) {
      await store(bad);
      expect((await as(t, dave).get("/api/auth/user")).json().profileImageUrl).toBeNull();
      expect((await as(t, alice).get(`/api/users/${dave.id}`)).json().profileImageUrl).toBeNull();
    }
    await store("/objects/avatars/seeded-face.png");
    expect((await as(t, alice).get(`/api/users/${dave.id}`)).json().profileImageUrl).toBe(
      "/objects/avatars/seeded-face.png",
    );
  });
});

/** How long `work` took, and the most resident memory seen meanwhile above what it was before. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - started, growthMb: (peak - before) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

/** Decoding the review's bomb took 29 s and 2.4 GB; a refusal from its header takes neither. */
const FAST_MS = 5000;
const BOUNDED_MB = 300;

describe("hostile images", () => {
  let mallory: Member;
  beforeAll(async () => {
    mallory = await registerMember(t);
  });

  it("a 2 MB interlaced 16-bit PNG declaring 16383 × 16383 pixels is refused from its header", async () => {
    const bomb = interlacedPngBomb();
    expect(bomb.length).toBeGreaterThan(1_000_000);
    expect(bomb.length).toBeLessThan(3_000_000);
    const { result, ms, growthMb } = await measured(() => upload(mallory, bomb, "image/png"));
    expect(result.put.statusCode).toBe(413);
    expect(result.put.body).toBe(USER_MSG.photo.tooManyPixels);
    expect(ms).toBeLessThan(FAST_MS);
    expect(growthMb).toBeLessThan(BOUNDED_MB);
  });

  it("two bombs at once are both refused, fast and in bounded memory", async () => {
    const bombs = [interlacedPngBomb(), interlacedPngBomb()];
    const { result, ms, growthMb } = await measured(() =>
      Promise.all(bombs.map((bomb) => upload(mallory, bomb, "image/png"))),
    );
    expect(result.map(({ put }) => [put.statusCode, put.body])).toEqual([
      [413, USER_MSG.photo.tooManyPixels],
      [413, USER_MSG.photo.tooManyPixels],
    ]);
    expect(ms).toBeLessThan(FAST_MS);
    expect(growthMb).toBeLessThan(BOUNDED_MB);
  });

  it("an interlaced PNG over 4 megapixels is refused; a smaller one and a large 16-bit one pass", async () => {
    const interlacedBig = zeroPng({ width: 2500, height: 2000, bitDepth: 16, interlaced: true });
    const refused = await upload(mallory, interlacedBig, "image/png");
    expect(refused.put.statusCode).toBe(413);
    expect(refused.put.body).toBe(USER_MSG.photo.interlacedTooLarge);

    const interlacedSmall = zeroPng({ width: 1600, height: 1200, bitDepth: 16, interlaced: true });
    expect((await upload(mallory, interlacedSmall, "image/png")).put.statusCode).toBe(204);
    // Not interlaced, so decoded row by row however deep its pixels are.
    const deep = zeroPng({ width: 4000, height: 3000, bitDepth: 16, interlaced: false });
    const { result, growthMb } = await measured(() => upload(mallory, deep, "image/png"));
    expect(result.put.statusCode).toBe(204);
    expect(growthMb).toBeLessThan(BOUNDED_MB);
  });

  it("a PNG with a sound header and garbage pixel data gets a 400 with a message, not a 500", async () => {
    const { result, ms } = await measured(() => upload(mallory, pngWithGarbageData(), "image/png"));
    expect(result.put.statusCode).toBe(400);
    expect(result.put.body).toBe(USER_MSG.photo.unreadable);
    expect(ms).toBeLessThan(FAST_MS);
    const unusable = await as(t, mallory).put("/api/profile-photo", {
      profileImageUrl: result.uploadURL,
    });
    expect(unusable.statusCode).toBe(400);
  });
});
