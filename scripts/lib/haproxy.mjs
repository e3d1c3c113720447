import { spawn } from "node:child_process";
import net from "node:net";

/**
 * HAProxy in the foreground (-db) with the shipped configuration; `env` fills its "${NAME}"
 * addresses (QUIP_BIND, QUIP_APP1…, QUIP_HAPROXY_SOCKET). Its log goes to `stdio`.
 */
export function startHaproxy({ configFile, env, stdio }) {
  return spawn("haproxy", ["-db", "-f", configFile], {
    stdio: stdio ?? ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
}

/** One command on HAProxy's stats socket, and its whole answer. */
function ask(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${command}\n`));
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * Each server of `backend` as HAProxy sees it: its state ("UP", "DOWN", "UP 1/2"…) and the
 * requests it has been given so far ("stot", health checks not counted).
 */
export async function serverStates(socketPath, backend) {
  const lines = (await ask(socketPath, "show stat")).trim().split("\n");
  const columns = (lines[0] ?? "").replace(/^# /, "").split(",");
  const at = (name) => columns.indexOf(name);
  const states = new Map();
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    const server = cells[at("svname")];
    if (cells[at("pxname")] !== backend || server === "BACKEND") continue;
    states.set(server, {
      status: cells[at("status")],
      requests: Number(cells[at("stot")]),
    });
  }
  return states;
}
