// The files module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).
export { FileService } from "./service";

/** Signs a stored file's download address (rows hold file ids, the wire holds addresses). */
export type FileUrlOf = (fileId: string) => string;
