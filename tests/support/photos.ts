import sharp from "sharp";
import { as } from "./factories";
import type { Member } from "./members";
import type { TestApp } from "./test-app";

/** Asks for an upload URL, then PUTs the bytes to it as the member's browser does. */
export async function upload(t: TestApp, member: Member, bytes: Buffer, contentType: string) {
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
export async function photoWithGps(background = "#3a7"): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
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
