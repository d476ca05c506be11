// Types of scripts/lib/reverse-proxy.mjs, for the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export interface RunningReverseProxy {
  /** https://127.0.0.1:{port} */
  url: string;
  port: number;
  /** The root certificate of Caddy's internal authority, which signed the proxy's certificate (PEM file and text). */
  rootCertificateFile: string;
  rootCertificate: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export declare function startReverseProxy(options: {
  upstream: string;
  port?: number;
  upstreamFrom?: string;
  timeoutMs?: number;
}): Promise<RunningReverseProxy>;
