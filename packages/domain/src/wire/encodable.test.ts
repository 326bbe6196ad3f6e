/**
 * The gateway serialises responses with zod's encode direction (fastify-type-provider-zod
 * uses `safeEncode`), which refuses one-way transforms. Every response, DTO and event
 * schema must therefore be transform-free; converting it to JSON Schema proves that.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as auth from "./auth";
import * as chat from "./chat";
import * as contest from "./contest";
import * as employer from "./employer";
import * as error from "./error";
import * as files from "./files";
import * as importWire from "./import";
import * as profile from "./profile";
import * as tests from "./tests";
import * as vacancy from "./vacancy";

const modules = { auth, chat, contest, employer, error, files, import: importWire, profile, tests, vacancy };

const outgoing = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /(Response|Dto|Event)Schema$/.test(name) && value instanceof z.ZodType)
    .map(([name, value]) => [`${module}.${name}`, value as z.ZodType] as const),
);

describe("outgoing schemas", () => {
  it("are found", () => {
    expect(outgoing.length).toBeGreaterThan(40);
  });
  it.each(outgoing)("%s has no one-way transform", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });
  it("encode a real vacancy list and an error body", () => {
    const list = {
      vacancies: [
        {
          id: "v1",
          title: "Аналитик",
          company: { id: "c1", companyName: "Ромашка" },
          createdAt: "2025-10-28T10:00:00.000Z",
        },
      ],
      nextPageToken: null,
    };
    expect(z.encode(vacancy.vacancyListResponseSchema, list)).toEqual(list);
    expect(z.encode(error.errorBodySchema, { message: "invalid code", code: "VALIDATION" })).toEqual({
      message: "invalid code",
      code: "VALIDATION",
    });
    const signedIn = {
      auth: { id: "u1", role: "applicant", companyId: null, consentRequired: false },
    } as const;
    expect(z.encode(auth.loginResponseSchema, signedIn)).toEqual(signedIn);
  });
});
