import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenQuips, quips, topicCompetitions } from "#server/db/schema/index.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { resultCardSvg } from "#server/services/competitions/result-card-image.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { TITLES } from "#shared/rules/titles.ts";
import type { ResultCard } from "#shared/schemas/competitions.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const SITE = "http://localhost:3000";
const MISSING = "00000000-0000-4000-8000-000000000000";

/**
 * Twenty entries with 20 down to 1 likes: ranks 1 to 20, percentile = rank × 5. The members
 * below hold one place each, every title among them; four others fill the places between,
 * three entries each (the most a member may post on a topic).
 */
const PLACES: Array<[rank: number, title: string]> = [
  [1, TITLES.mayor],
  [2, TITLES.deputy_mayor],
  [3, TITLES.city_treasurer],
  [4, TITLES.city_council],
  [5, TITLES.school_board],
  [9, TITLES.zoning],
  [13, TITLES.citizen],
  [20, TITLES.village_idiot],
];

let t: TestApp;
let holders: Member[];
let outsider: Member;
let competitionId: string;
let startedAt: Date;
const quipOfRank = new Map<number, string>();

const holder = (rank: number) => holders[PLACES.findIndex(([r]) => r === rank)] as Member;

beforeAll(async () => {
  t = await createTestApp();
  holders = await Promise.all(PLACES.map(() => registerMember(t)));
  const fillers = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
  outsider = await registerMember(t);
  const topic = await createTopic(t, "2025-09-16", "passwords");
  startedAt = topic.scheduledFor;
  t.clock.set(new Date(startedAt.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  let filled = 0;
  for (let rank = 1; rank <= 20; rank++) {
    const place = PLACES.findIndex(([r]) => r === rank);
    const author =
      place >= 0 ? (holders[place] as Member) : (fillers[Math.floor(filled++ / 3)] as Member);
    const quip = await postQuip(t, author, `Password rank ${rank}: correct horse battery staple`, {
      topicOfTheDay: true,
      topicText: "passwords",
    });
    await t.ctx.db
      .update(quips)
      .set({ likesCount: 21 - rank })
      .where(eq(quips.id, quip.id));
    quipOfRank.set(rank, quip.id);
    t.clock.advance(60_000);
  }
  const [competition] = await t.ctx.db
    .select({ id: topicCompetitions.id })
    .from(topicCompetitions)
    .where(eq(topicCompetitions.topicIdentifier, "passwords-2025-09-16"));
  competitionId = competition?.id ?? "";
});
afterAll(async () => {
  await t?.close();
});

const cardUrl = (member: Member, competition = competitionId) =>
  `/api/results/${competition}/${member.id}`;
const pageUrl = (member: Member, competition = competitionId) =>
  `/results/${competition}/${member.id}`;
const imageUrl = (member: Member, competition = competitionId) =>
  `/api/results/${competition}/${member.id}/image.png`;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Everything a 404 says, but the date: two refusals must be indistinguishable. */
async function refusal(url: string, member?: Member) {
  const response = await as(t, member).get(url);
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe("result cards before the results are public", () => {
  it("do not exist while the competition takes quips, nor once it closes over anonymous entries", async () => {
    const mayor = holder(1);
    expect((await as(t, mayor).get(cardUrl(mayor))).statusCode).toBe(404);
    t.clock.set(new Date(startedAt.getTime() + 48 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual(["passwords-2025-09-16"]);
    // Each entrant knows their own result now, privately; their card is still nowhere.
    const activity = (await as(t, mayor).get(`/api/users/${mayor.id}/activity`)).json();
    const notice = activity.items.find((i: { type: string }) => i.type === "competition_result");
    expect(notice).toMatchObject({ data: { title: "Mayor" }, resultCompetitionId: null });
    const badges = (await as(t, mayor).get(`/api/users/${mayor.id}/badges`)).json();
    expect(badges[0]).toEqual({ badgeType: "mayor", count: 0, competitionId: null });
    for (const viewer of [undefined, mayor, outsider]) {
      expect((await as(t, viewer).get(cardUrl(mayor))).statusCode).toBe(404);
      expect((await as(t, viewer).get(imageUrl(mayor))).statusCode).toBe(404);
      expect((await as(t, viewer).get(pageUrl(mayor))).statusCode).toBe(404);
    }
  });

  it("answer 'not public yet' exactly as 'not entered' and 'no such competition'", async () => {
    const mayor = holder(1);
    for (const url of [cardUrl, imageUrl]) {
      const notPublic = await refusal(url(mayor));
      expect(notPublic).toMatchObject({ status: 404, body: "Result not found." });
      expect(await refusal(url(outsider))).toEqual(notPublic);
      expect(await refusal(url(mayor, MISSING))).toEqual(notPublic);
      expect(await refusal(url(outsider), outsider)).toEqual(await refusal(url(mayor), outsider));
    }
    const page = await as(t, undefined).get(pageUrl(mayor));
    const notEntered = await as(t, undefined).get(pageUrl(outsider));
    expect(notEntered.statusCode).toBe(page.statusCode);
    expect(notEntered.body.replace(/"renderedAt":\d+/, "")).toBe(
      page.body.replace(/"renderedAt":\d+/, ""),
    );
    expect(meta(page.body, "og:title")).toBe("Quip");
    expect(page.body).not.toContain(mayor.username);
  });
});

describe("result cards once the results are public", () => {
  it("exist for every entrant, with their title, city and place", async () => {
    t.clock.set(new Date(startedAt.getTime() + 96 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).published).toEqual(["passwords-2025-09-16"]);
    for (const [rank, title] of PLACES) {
      const member = holder(rank);
      const response = await as(t, undefined).get(cardUrl(member));
      expect(response.statusCode, title).toBe(200);
      const card = response.json() as ResultCard;
      expect(card).toMatchObject({
        competitionId,
        member: { id: member.id, username: member.username, profileImageUrl: null },
        topic: { text: "passwords", identifier: "passwords-2025-09-16" },
        title,
        ranking: rank,
        totalQuips: 20,
        percentile: rank * 5,
        likesCount: 21 - rank,
        cityLine: `${title} of Passwords City`,
        quip: {
          id: quipOfRank.get(rank),
          content: `Password rank ${rank}: correct horse battery staple`,
        },
      });
    }
    const deputy = (await as(t, undefined).get(cardUrl(holder(2)))).json();
    expect(deputy.headline).toBe("Deputy Mayor of Passwords City — 2nd of 20 quips");
    expect((await as(t, undefined).get(cardUrl(holder(13)))).json().headline).toBe(
      "Average Tax Paying Citizen of Passwords City — 13th of 20 quips",
    );
  });

  it("are offered from the entrant's activity notice and badge", async () => {
    const mayor = holder(1);
    const activity = (await as(t, mayor).get(`/api/users/${mayor.id}/activity`)).json();
    const notice = activity.items.find((i: { type: string }) => i.type === "competition_result");
    expect(notice.resultCompetitionId).toBe(competitionId);
    const badges = (await as(t, undefined).get(`/api/users/${mayor.id}/badges`)).json();
    expect(badges[0]).toEqual({ badgeType: "mayor", count: 1, competitionId });
  });

  it("still 404 for a member who did not enter", async () => {
    expect(await refusal(cardUrl(outsider))).toMatchObject({
      status: 404,
      body: "Result not found.",
    });
    expect((await as(t, undefined).get(pageUrl(outsider))).statusCode).toBe(404);
    expect((await as(t, undefined).get(imageUrl(outsider))).statusCode).toBe(404);
    expect((await as(t, undefined).get(`/api/results/not-a-uuid/${outsider.id}`)).statusCode).toBe(
      400,
    );
    expect((await as(t, undefined).get(`/results/not-a-uuid/${outsider.id}`)).statusCode).toBe(404);
  });

  it("are pages with their own share preview, for every title", async () => {
    for (const [rank, title] of PLACES) {
      const member = holder(rank);
      const page = await as(t, undefined).get(pageUrl(member));
      expect(page.statusCode, title).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      const head = page.body.slice(0, page.body.indexOf("</head>"));
      expect(meta(head, "og:title")).toBe(`@${member.username}: ${title} of Passwords City`);
      expect(meta(head, "og:description")).toBe(
        `${rank === 1 ? "1st" : rank === 2 ? "2nd" : rank === 3 ? "3rd" : `${rank}th`} of 20 quips on the Topic of the Day “passwords”. “Password rank ${rank}: correct horse battery staple”`,
      );
      expect(meta(head, "og:url")).toBe(`${SITE}${pageUrl(member)}`);
      expect(meta(head, "og:image")).toBe(`${SITE}${imageUrl(member)}`);
      expect(meta(head, "og:image:width")).toBe("1200");
      expect(meta(head, "og:image:height")).toBe("630");
      expect(meta(head, "twitter:card")).toBe("summary_large_image");
      expect(meta(head, "twitter:image")).toBe(`${SITE}${imageUrl(member)}`);
      expect(head).toContain(
        `<title>@${member.username}: ${title} of Passwords City | Quip</title>`,
      );
    }
  });

  it("have a 1200×630 PNG for every title, drawn once and revalidated with a 304", async () => {
    const pictures = new Set<string>();
    for (const [rank, title] of PLACES) {
      const response = await as(t, undefined).get(imageUrl(holder(rank)));
      expect(response.statusCode, title).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
      const info = await sharp(response.rawPayload).metadata();
      expect([info.format, info.width, info.height], title).toEqual(["png", 1200, 630]);
      pictures.add(response.rawPayload.toString("base64"));
      const etag = String(response.headers.etag);
      const again = await t.app.inject({
        method: "GET",
        url: imageUrl(holder(rank)),
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(pictures.size).toBe(PLACES.length);
  });

  it("draw the title, the city, the place, the member and the quip when it may be shown", async () => {
    const card = (await as(t, undefined).get(cardUrl(holder(2)))).json() as ResultCard;
    const svg = resultCardSvg(card, "localhost:3000");
    for (const text of [
      ">Deputy Mayor<",
      ">of Passwords City<",
      "2nd of 20 quips",
      `@${holder(2).username}`,
      "“Password rank 2: correct horse battery staple”",
    ]) {
      expect(svg).toContain(text);
    }
    expect(resultCardSvg({ ...card, quip: null }, "localhost:3000")).not.toContain("Password rank");
  });

  it("leave out a quip hidden pending review, and show it again with it", async () => {
    const treasurer = holder(3);
    const quipId = quipOfRank.get(3) ?? "";
    const before = await as(t, undefined).get(imageUrl(treasurer));
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId, authorId: treasurer.id, hiddenAt: t.clock.now() });
    for (const viewer of [undefined, treasurer, outsider]) {
      const card = (await as(t, viewer).get(cardUrl(treasurer))).json();
      expect(card).toMatchObject({ title: "City Treasurer", quip: null });
    }
    const page = (await as(t, undefined).get(pageUrl(treasurer))).body;
    expect(page).not.toContain("Password rank 3");
    const hidden = await as(t, undefined).get(imageUrl(treasurer));
    expect(hidden.headers.etag).not.toBe(before.headers.etag);
    await t.ctx.db.delete(hiddenQuips).where(eq(hiddenQuips.quipId, quipId));
    expect((await as(t, undefined).get(cardUrl(treasurer))).json().quip.id).toBe(quipId);
  });

  it("show the quip only once it is revealed, even were the results public before", async () => {
    // Publishing waits for every entry's reveal (decision 0060); the card does not rely on it.
    const late = await createTopic(t, "2025-09-20", "Tax returns");
    t.clock.set(new Date(late.scheduledFor.getTime() + HOUR));
    await activateCurrentTopic(t.ctx, fakeGenerator());
    const entrant = holder(5);
    const quip = await postQuip(t, entrant, "My deductions are hilarious.", {
      topicOfTheDay: true,
      topicText: "Tax returns",
    });
    await as(t, outsider).post(`/api/quips/${quip.id}/like`);
    t.clock.set(new Date(late.scheduledFor.getTime() + 48 * HOUR));
    await closeDueCompetitions(t.ctx);
    const [competition] = await t.ctx.db
      .update(topicCompetitions)
      .set({ status: "processed" })
      .where(eq(topicCompetitions.topicIdentifier, "tax-returns-2025-09-20"))
      .returning({ id: topicCompetitions.id });
    const card = (await as(t, undefined).get(cardUrl(entrant, competition?.id))).json();
    expect(card).toMatchObject({ title: "Mayor", quip: null });
    const page = (await as(t, undefined).get(pageUrl(entrant, competition?.id))).body;
    expect(page).not.toContain("deductions");
    t.clock.set(new Date(Date.parse(quip.createdAt) + 48 * HOUR));
    expect((await as(t, undefined).get(cardUrl(entrant, competition?.id))).json().quip).toEqual({
      id: quip.id,
      content: "My deductions are hilarious.",
    });
  });
});
