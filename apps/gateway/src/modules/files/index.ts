// The files module's public face: what other modules may import of it.
export type { FileOwner, FileService } from "./service";

/** Signs a stored file's download address (rows hold file ids, the wire holds addresses). */
export type FileUrlOf = (fileId: string) => string;
