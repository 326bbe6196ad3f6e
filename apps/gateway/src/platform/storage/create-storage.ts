import type { Config } from "../../config";
import type { FileStorage } from "./file-storage";
import { LocalFileStorage } from "./local-storage";
import { S3FileStorage } from "./s3-storage";

/** The file store the configuration names. */
export function createFileStorage(config: Config, now: () => Date): FileStorage {
  const { storage } = config;
  if (storage.kind === "local") return new LocalFileStorage(config.dataDir);
  return new S3FileStorage({ ...storage, now });
}
