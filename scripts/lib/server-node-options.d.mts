export function serverNodeOptions(env?: Record<string, string | undefined>): string[];
