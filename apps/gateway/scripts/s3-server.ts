/**
 * A local S3-compatible store for trying `STORAGE=s3` and for the browser tests of it:
 * `node --import tsx scripts/s3-server.ts [port]` serves one bucket with a CORS rule that
 * lets any origin upload, and prints the gateway's environment for it.
 */
import { startTestS3 } from "../src/testing/s3";

const s3 = await startTestS3({ port: Number(process.argv[2] ?? 4569) });
console.log(`S3-compatible store on ${s3.endpoint}; start the gateway with:`);
console.log(
  Object.entries(s3.env)
    .map(([name, value]) => `${name}=${value}`)
    .join(" "),
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void s3.close().then(() => process.exit(0));
  });
