import type { BackgroundWork } from "./background-work";
import type { HttpResult } from "./http-load";
import type { FloorResult } from "./sql-floor";

export interface ScenarioRecord {
  name: string;
  dataset: string;
  connections: number;
  durationS: number;
  http: HttpResult;
  floor?: FloorResult;
  /** Server over floor: requests/s (1 would be free HTTP) and p99 latency (1 would be free). */
  ratio?: { rps: number; p99: number };
  /** The scheduled work run beside the load (the mixed run). */
  background?: BackgroundWork;
}

export interface ScalingRecord {
  name: string;
  large: string;
  small: string;
  /** Large dataset over small one. */
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
}

export function withFloor(record: ScenarioRecord, floor: FloorResult): ScenarioRecord {
  return {
    ...record,
    floor,
    ratio: {
      rps: floor.rps > 0 ? record.http.rps / floor.rps : 0,
      p99: floor.p99 > 0 ? record.http.p99 / floor.p99 : 0,
    },
  };
}
