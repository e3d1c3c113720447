import { freePort, launch, type RunningServer } from "../server-process";

/**
 * The peer as its README starts it (`npm start`: NODE_ENV=production node src/index.js), on
 * its own database, with its request log off as Quip's is at LOG_LEVEL=warn.
 */
export async function startPeerServer(
  dir: string,
  databaseUrl: string,
  sessionSecret: string,
): Promise<RunningServer> {
  const port = await freePort();
  return launch({
    label: "peer",
    command: ["src/index.js"],
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      REQUEST_LOG: "0",
    },
    port,
    readyLine: "listening on port",
    readyPath: "/api/quips?filter=new&page=1&limit=1",
  });
}
