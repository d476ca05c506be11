// Types of scripts/lib/s3-server.mjs, for the TypeScript tests.
export declare const S3_CREDENTIALS: { accessKey: string; secret: string; region: string };

export interface RunningS3Server {
  endpoint: string;
  /** The folder that holds the bucket's objects, one file each. */
  bucketDir: string;
  /** The S3_* variables pb_hooks/storage_config.pb.js reads. */
  pocketbaseEnv: Record<string, string>;
  stop: () => Promise<void>;
}

export declare function startS3Server(options: { rootDir: string; bucket: string }): Promise<RunningS3Server>;
