// Types of scripts/lib/versitygw-binary.mjs, for the TypeScript test set-up.
export const versitygwVersion: string;
export function resolveVersitygwBinary(): string;
export function resolveVersitygwBinaryInBackground(): Promise<string>;
export function findVersitygwBinary(): string;
