// Types of scripts/lib/go-server-binary.mjs, for the TypeScript tests.
export interface GoServer {
  name: string;
  module: string;
  version: string;
  overrideVariable: string;
  neededBy: string;
  buildTime: string;
  packaged?: { minimumVersion: string };
  /** The official .tar.gz holding the binary for this machine, taken when there is no Go. */
  releaseArchive?: (version: string) => string;
}
export function pinnedVersion(key: string): string;
export function versionAtLeast(a: string, b: string): boolean;
export function findGoServerBinary(server: GoServer, howToBuild: string): string;
export function resolveGoServerBinary(server: GoServer): string;
export function resolveGoServerBinaryInBackground(server: GoServer): Promise<string>;
