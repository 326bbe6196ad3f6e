import { optionsFromEnv } from "./env.js";
import { startRegistrySandbox } from "./sandbox.js";

// `node dist/main.js`: the sandbox on REGISTRY_SANDBOX_PORT (default 8082); see the README.
const sandbox = await startRegistrySandbox(optionsFromEnv(process.env));
console.log(`registry-sandbox: ${sandbox.url} (API key ${sandbox.apiKey})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
