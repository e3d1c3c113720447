export const BUILD_INPUTS: string[];
export const BUILD_OUTPUTS: string[];
export const STAMP_FILE: string;

export function buildInputsHash(root: string, env?: NodeJS.ProcessEnv): string;
export function staleReason(dist: string, inputs: string): string | null;

export interface BuildIfChangedOptions {
  /** The repository: where the build's inputs are read. */
  root: string;
  /** Where the build writes, and its stamp goes. */
  dist: string;
  /** Makes the build; a rejection leaves no stamp. */
  build: () => Promise<void> | void;
  always?: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

/** True when it built, false when the build was already up to date. */
export function buildIfChanged(options: BuildIfChangedOptions): Promise<boolean>;
