import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WRITTEN_COOKIE } from "#server/plugins/read-your-writes.ts";
import { postQuip } from "./support/factories";
import { freePort } from "./support/free-port";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Reads routed to replicas. The replica here is the test database itself, reached through a
 * pool of its own whose statements are counted: what matters is which pool a read used, and
 * that a member's read after their write answers with the write. The drill
 * (scripts/drills/read-replica.mjs) runs the same through a real streaming replica.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";

/** A browser: the member's session, and whatever cookies the answers set. */
function browserOf(t: TestApp, member: Member | null) {
  const jar = new Map<string, string>();
  const headers = () => {
    const cookies = [...jar].map(([name, value]) => `${name}=${value}`);
    return { cookie: [member?.cookie, ...cookies].filter(Boolean).join("; ") };
  };
  const keep = <R extends { cookies: Array<{ name: string; value: string }> }>(response: R): R => {
    for (const c of response.cookies) if (c.name === WRITTEN_COOKIE) jar.set(c.name, c.value);
    return response;
  };
  return {
    written: () => jar.get(WRITTEN_COOKIE),
    get: async (url: string) =>
      keep(await t.app.inject({ method: "GET", url, headers: headers() })),
    post: async (url: string, payload?: object) =>
      keep(
        await t.app.inject({
          method: "POST",
          url,
          headers: headers(),
          ...(payload ? { payload } : {}),
        }),
      ),
  };
}

describe.runIf(onPostgres)("read replicas (PostgreSQL only: the embedded one has none)", () => {
  describe("a replica that keeps up", () => {
    let t: TestApp;
    let onReplica = 0;
    let author: Member;

    beforeAll(async () => {
      t = await createTestApp({
        readReplicas: {
          urls: (primary) => [primary],
          onQuery: () => {
            onReplica += 1;
          },
        },
      });
      author = await registerMember(t);
      await postQuip(t, author, "already there");
    });
    afterAll(async () => {
      await t?.close();
    });

    /** How many statements the replica's pool ran during `work`. */
    async function replicaStatements(work: () => Promise<unknown>): Promise<number> {
      const before = onReplica;
      await work();
      return onReplica - before;
    }

    it("is not read before a poll has found where it stands", async () => {
      const fresh = await createTestApp({ readReplicas: { urls: (primary) => [primary] } });
      try {
        expect(fresh.ctx.reads.states()).toMatchObject([{ up: false, usable: false }]);
        const response = await browserOf(fresh, null).get("/api/quips?filter=new");
        expect(response.statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    });

    it("answers a visitor's feed, profile and search", async () => {
      await t.ctx.reads.poll();
      const visitor = browserOf(t, null);
      for (const url of [
        "/api/quips?filter=new",
        `/api/users/${author.id}`,
        `/api/users/${author.id}/followers`,
        "/api/search/quips?q=already",
      ]) {
        let status = 0;
        const used = await replicaStatements(async () => {
          status = (await visitor.get(url)).statusCode;
        });
        expect({ url, status, used: used > 0 }).toEqual({ url, status: 200, used: true });
      }
    });

    it("does not answer a member's own feed right after they post, the primary does", async () => {
      await t.ctx.reads.poll();
      const member = browserOf(t, author);
      // The test clock stands still: a later post must be later to come first.
      t.clock.advance(1000);
      const posted = await member.post("/api/quips", {
        content: "fresh off the press",
        topicOfTheDay: false,
        topicText: null,
      });
      expect(posted.statusCode).toBe(201);
      expect(member.written()).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

      const ownFeed = `/api/quips?filter=all&authorId=${author.id}&sortBy=new`;
      let contents: string[] = [];
      const used = await replicaStatements(async () => {
        contents = (await member.get(ownFeed)).json().map((q: { content: string }) => q.content);
      });
      expect(contents[0]).toBe("fresh off the press");
      expect(used).toBe(0);

      // Once a poll finds the replica past the write, it answers the member too.
      await t.ctx.reads.poll();
      const after = await replicaStatements(() => member.get(ownFeed));
      expect(after).toBeGreaterThan(0);
    });

    it("answers a like's count from the primary right after the like", async () => {
      const quip = await postQuip(t, author, "like me");
      const liker = await registerMember(t);
      await t.ctx.reads.poll();
      const member = browserOf(t, liker);
      const liked = await member.post(`/api/quips/${quip.id}/like`);
      expect(liked.statusCode).toBe(200);

      let seen: { likesCount: number; isLiked: boolean } | undefined;
      const used = await replicaStatements(async () => {
        seen = (await member.get(`/api/quips/${quip.id}`)).json();
      });
      expect(seen).toMatchObject({ likesCount: 1, isLiked: true });
      expect(used).toBe(0);
    });

    it("never names an author on a replica before the replica's own data is of that moment", async () => {
      // The quip turns 48 hours old at `reveal`: the primary names its author from then on. A
      // replica known only as of a poll some time ago answers as of that poll, so the quip it
      // shows is still anonymous (were it deleted since, the replica could not know).
      const reveal = new Date("2026-06-10T12:00:00Z");
      t.clock.set(new Date(reveal.getTime() - 48 * 3_600_000));
      const quip = await postQuip(t, author, "turning public");
      t.clock.set(reveal);
      await t.ctx.reads.poll();
      await new Promise((resolve) => setTimeout(resolve, 300));

      let onReplicaAnswer: { isAnonymous: boolean; author: unknown } | undefined;
      const used = await replicaStatements(async () => {
        onReplicaAnswer = (await browserOf(t, null).get(`/api/quips/${quip.id}`)).json();
      });
      expect(used).toBeGreaterThan(0);
      expect(onReplicaAnswer).toMatchObject({ isAnonymous: true, author: null });

      // A browser whose last write no replica has reached reads the primary: revealed, on time.
      const onPrimary = await t.app.inject({
        method: "GET",
        url: `/api/quips/${quip.id}`,
        headers: { cookie: `${WRITTEN_COOKIE}=FFFFFFFF/FFFFFFFF` },
      });
      expect(onPrimary.json()).toMatchObject({
        isAnonymous: false,
        author: { username: author.username },
      });
      t.clock.set(new Date());
    });

    it("keeps a member's reads on the replica when they have written nothing", async () => {
      await t.ctx.reads.poll();
      const reader = browserOf(t, await registerMember(t));
      const used = await replicaStatements(() => reader.get("/api/quips?filter=new"));
      expect(used).toBeGreaterThan(0);
    });
  });

  describe("with the shared cache on", () => {
    let t: TestApp;
    let onReplica = 0;
    beforeAll(async () => {
      t = await createTestApp({
        sharedCache: { seconds: 5 },
        readReplicas: {
          urls: (primary) => [primary],
          onQuery: () => {
            onReplica += 1;
          },
        },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("fills a page kept for everyone from the primary, and lays a member's own fields over it from the replica", async () => {
      const author = await registerMember(t);
      await postQuip(t, author, "kept for everyone");
      await t.ctx.reads.poll();
      const before = onReplica;
      const visitorFeed = await browserOf(t, null).get("/api/quips?filter=new");
      expect(visitorFeed.json().map((q: { content: string }) => q.content)).toContain(
        "kept for everyone",
      );
      expect(onReplica - before).toBe(0);

      const reader = browserOf(t, await registerMember(t));
      const afterVisitor = onReplica;
      const memberFeed = await reader.get("/api/quips?filter=new");
      expect(memberFeed.json()[0]).toMatchObject({ content: "kept for everyone", isLiked: false });
      expect(onReplica - afterVisitor).toBeGreaterThan(0);
    });
  });

  describe("a replica that is down", () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it("is skipped when nothing listens on its port, and reads answer from the primary", async () => {
      const closedPort = await freePort();
      t = await createTestApp({
        readReplicas: { urls: (primary) => [onPort(primary, closedPort)] },
      });
      const author = await registerMember(t);
      await postQuip(t, author, "still readable");
      await t.ctx.reads.poll();
      expect(t.ctx.reads.states()).toMatchObject([{ up: false, usable: false }]);
      const feed = await browserOf(t, null).get("/api/quips?filter=new");
      expect(feed.statusCode).toBe(200);
      expect(feed.json().map((q: { content: string }) => q.content)).toContain("still readable");
    });

    it("that fails between two polls costs no error, and is read again once it is back", async () => {
      const proxy = await startProxy(Number(new URL(process.env.TEST_DATABASE_URL ?? "").port));
      t = await createTestApp({
        readReplicas: { urls: (primary) => [onPort(primary, proxy.port)] },
      });
      const author = await registerMember(t);
      await postQuip(t, author, "read through the outage");
      await t.ctx.reads.poll();
      expect(t.ctx.reads.states()).toMatchObject([{ up: true, usable: true }]);
      const visitor = browserOf(t, null);
      expect((await visitor.get("/api/quips?filter=new")).statusCode).toBe(200);

      // Its connections are cut and its port closed: the poll has not noticed yet.
      await proxy.stop();
      for (let i = 0; i < 3; i++) {
        const feed = await visitor.get("/api/quips?filter=new");
        expect(feed.statusCode).toBe(200);
        expect(feed.json().map((q: { content: string }) => q.content)).toContain(
          "read through the outage",
        );
      }
      expect(t.ctx.reads.states()).toMatchObject([{ up: false, usable: false }]);

      await proxy.start();
      await t.ctx.reads.poll();
      expect(t.ctx.reads.states()).toMatchObject([{ up: true, usable: true }]);
      const connectionsBefore = proxy.connections();
      expect((await visitor.get("/api/quips?filter=new")).statusCode).toBe(200);
      expect(proxy.connections()).toBeGreaterThan(connectionsBefore);
      await proxy.stop();
    });
  });
});

function onPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(port);
  return parsed.toString();
}

/**
 * A TCP relay to PostgreSQL standing in for a replica's server: stopping it cuts every
 * connection and closes the port, as a replica that goes down does.
 */
async function startProxy(targetPort: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let accepted = 0;
  const start = async () => {
    server = net.createServer((client) => {
      accepted += 1;
      const upstream = net.connect(targetPort, "127.0.0.1");
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
  };
  await start();
  return {
    port,
    start,
    connections: () => accepted,
    stop: async () => {
      const closing = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}
