// The client's "zod": zod itself, with its schema compiler off. The compiler probes
// `new Function`, which the Content-Security-Policy (`script-src 'self'`) refuses, and the
// browser reports that refusal as a policy violation even though zod catches it. The build
// points every client import of "zod" here (vite.config.ts), before any schema parses.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
