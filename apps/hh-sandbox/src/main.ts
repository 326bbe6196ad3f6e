import { optionsFromEnv } from "./env.js";
import { startHhSandbox } from "./sandbox.js";

// `node dist/main.js`: the sandbox on HH_SANDBOX_PORT (default 8081); see the README for the rest.
const sandbox = await startHhSandbox(optionsFromEnv(process.env));
console.log(`hh-sandbox: ${sandbox.url} (employer ${sandbox.employerId})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
