import net from "node:net";

/**
 * How the gate treats a new connection: `open` passes it through to the SMTP server, `refusing`
 * answers as a server turning mail away (421) and hangs up, `holding` accepts it and says
 * nothing, so the sender waits in the middle of its delivery for as long as the test likes.
 */
export type GateMode = "open" | "refusing" | "holding";

export interface SmtpGate {
  /** For SMTP_URL: the gate's address, which stays the same across down() and up(). */
  url: string;
  mode: GateMode;
  /** Resolves once a connection has been held (at once if one has been). */
  held(): Promise<void>;
  /** Stops listening (and drops every connection): connecting is refused, as with no server. */
  down(): Promise<void>;
  /** Listens again on the same port (if it is down). */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP gate on 127.0.0.1 in front of a real SMTP server (tests/support/smtp.ts). */
export async function startSmtpGate(smtpUrl: string): Promise<SmtpGate> {
  const target = new URL(smtpUrl);
  const sockets = new Set<net.Socket>();
  const heldWaiters: Array<() => void> = [];
  let holding = 0;
  const gate = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (state.mode === "refusing") {
      client.end("421 4.3.2 Service not available, closing transmission channel\r\n");
      return;
    }
    if (state.mode === "holding") {
      holding++;
      for (const wake of heldWaiters.splice(0)) wake();
      return;
    }
    const server = net.connect(Number(target.port), target.hostname);
    sockets.add(server);
    server.on("close", () => {
      sockets.delete(server);
      client.destroy();
    });
    server.on("error", () => server.destroy());
    client.on("close", () => server.destroy());
    client.pipe(server);
    server.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      gate.once("error", reject);
      gate.listen(port, "127.0.0.1", () => {
        gate.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (gate.listening) gate.close(() => resolve());
      else resolve();
    });
  await listen(0);
  const { port } = gate.address() as net.AddressInfo;
  const state: SmtpGate = {
    url: `smtp://127.0.0.1:${port}`,
    mode: "open",
    held: () =>
      holding > 0 ? Promise.resolve() : new Promise((resolve) => heldWaiters.push(resolve)),
    down: stop,
    up: () => (gate.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
  return state;
}
