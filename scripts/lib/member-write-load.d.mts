export interface WriteLoadReport {
  members: number;
  quips: number;
  /** Likes and unlikes acknowledged. */
  likes: number;
  /** Answers other than the expected one, counted by request and status. */
  unexpected: Record<string, number>;
}

export interface WriteLoad {
  acknowledged(): string[];
  stop(): Promise<WriteLoadReport>;
}

export function startWriteLoad(
  base: string,
  options?: { members?: number; pauseMs?: number },
): Promise<WriteLoad>;
