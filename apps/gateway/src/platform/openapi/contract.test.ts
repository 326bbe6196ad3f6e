import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway } from "../../testing/gateway";
import { OPENAPI_PATH } from "./document";

const GATEWAY = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const RULESET = join(GATEWAY, ".spectral.yaml");
// Under the gateway (not the system's temp folder): the ruleset's per-path overrides match
// `**/openapi.json`, and the generated client resolves openapi-fetch from the gateway's modules.
const OUT = join(GATEWAY, "test-results", "contract");
const DOCUMENT = join(OUT, "openapi.json");

/** What Spectral's JSON output says of one finding (severity 0 is an error). */
interface Finding {
  code: string;
  severity: number;
  message: string;
  path: string[];
}

/**
 * A client written against the generated types, as a team reusing the API would: openapi-fetch
 * over openapi-typescript's `paths`. It type-checks only if the document's paths, parameters,
 * bodies and answers are typed; the `@ts-expect-error` lines check that wrong calls do not.
 */
const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./api";

const client = createClient<paths>({ baseUrl: "https://rabota.example" });

export async function firstTitle(search: string): Promise<string | undefined> {
  const { data } = await client.GET("/v1/vacancy", {
    params: { query: { "filter.search": search, pageSize: 10 } },
  });
  return data?.vacancies[0]?.title;
}

export async function signIn(
  email: string,
  password: string,
): Promise<"applicant" | "employer" | "moderator" | undefined> {
  const { data, error } = await client.POST("/v1/auth/login", { body: { email, password } });
  if (error) return undefined;
  return data.auth.role;
}

export async function vacancy(id: string) {
  const { data } = await client.GET("/v1/vacancy/{id}", { params: { path: { id } } });
  // @ts-expect-error a vacancy has no such field
  return data?.notAField;
}

// @ts-expect-error no such path
void client.GET("/v1/no-such-path");
// @ts-expect-error the path parameter is missing
void client.GET("/v1/vacancy/{id}", { params: { path: {} } });
`;

const [pglite] = testDatabases();

// The document depends on the routes, not on the database: PGlite is enough.
describe("the contract as outside tools read it", () => {
  let document: object;

  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    const gateway = await createTestGateway(pglite);
    try {
      document = (await gateway.app.inject({ method: "GET", url: OPENAPI_PATH })).json();
    } finally {
      await gateway.close();
    }
    await mkdir(OUT, { recursive: true });
    await writeFile(DOCUMENT, JSON.stringify(document, null, 2));
  });

  it("passes Spectral's OpenAPI rules and the OWASP API ruleset with no error", async () => {
    const spectral = join(GATEWAY, "node_modules", ".bin", "spectral");
    const args = ["lint", DOCUMENT, "--ruleset", RULESET, "--format", "json", "--quiet"];
    // Spectral exits 1 when it finds errors; its JSON on stdout says which.
    const { stdout } = await promisify(execFile)(spectral, args, { cwd: GATEWAY, maxBuffer: 64 << 20 }).catch(
      (failure: { stdout?: string; stderr?: string }) => {
        if (!failure.stdout) throw new Error(`spectral did not run: ${failure.stderr}`);
        return { stdout: failure.stdout };
      },
    );
    const findings = JSON.parse(stdout) as Finding[];
    const errors = findings
      .filter((finding) => finding.severity === 0)
      .map((finding) => `${finding.code} at ${finding.path.join(".")}: ${finding.message}`);
    expect(errors).toEqual([]);
  });

  it("generates a client with openapi-typescript that type-checks", async () => {
    const types = astToString(await openapiTS(document as never));
    await writeFile(join(OUT, "api.ts"), types);
    await writeFile(join(OUT, "client.ts"), CLIENT);
    const program = ts.createProgram([join(OUT, "client.ts")], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/v1/vacancy/{id}"');
  });
});
