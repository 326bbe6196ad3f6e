import { z } from "zod";
import file from "../data/entities.json" with { type: "json" };

const dateSchema = z.iso.date();

/** An entity as `data/entities.json` writes it (camelCase, calendar dates). */
const entitySchema = z.strictObject({
  inn: z.string().regex(/^\d{10}$|^\d{12}$/),
  ogrn: z.string().regex(/^\d{13}$|^\d{15}$/),
  kpp: z
    .string()
    .regex(/^\d{9}$/)
    .nullable(),
  type: z.enum(["LEGAL", "INDIVIDUAL"]),
  fullWithOpf: z.string().min(1),
  shortWithOpf: z.string().min(1),
  // DaData's `state.status` values.
  status: z.enum(["ACTIVE", "LIQUIDATING", "LIQUIDATED", "BANKRUPT", "REORGANIZING"]),
  registrationDate: dateSchema,
  ogrnDate: dateSchema,
  liquidationDate: dateSchema.nullable(),
  fictional: z.boolean(),
  source: z.string().min(1),
});

/** One legal entity or sole trader the sandbox knows. */
export type RegistryEntity = z.infer<typeof entitySchema>;

/** Every entity of `data/entities.json`, checked when the module loads (a bad file fails loudly). */
export const ENTITIES: readonly RegistryEntity[] = z
  .object({ about: z.string(), entities: z.array(entitySchema) })
  .parse(file).entities;

/** A calendar date as DaData sends it: milliseconds since 1970 at that day's midnight UTC. */
function millis(date: string | null): number | null {
  return date === null ? null : Date.parse(`${date}T00:00:00Z`);
}

/**
 * One suggestion of DaData's «Организация по ИНН или ОГРН» (`findById/party`), with the fields
 * its documentation lists for the free plan that a verification reads; the rest of DaData's
 * (address, management, OKVED…) is left out rather than invented.
 */
export function toSuggestion(entity: RegistryEntity) {
  return {
    value: entity.shortWithOpf,
    unrestricted_value: entity.fullWithOpf,
    data: {
      inn: entity.inn,
      kpp: entity.kpp,
      ogrn: entity.ogrn,
      ogrn_date: millis(entity.ogrnDate),
      type: entity.type,
      branch_type: entity.type === "LEGAL" ? "MAIN" : null,
      name: {
        full_with_opf: entity.fullWithOpf,
        short_with_opf: entity.shortWithOpf,
        latin: null,
        full: null,
        short: null,
      },
      state: {
        status: entity.status,
        code: null,
        actuality_date: millis(entity.liquidationDate ?? entity.ogrnDate),
        registration_date: millis(entity.registrationDate),
        liquidation_date: millis(entity.liquidationDate),
      },
    },
  };
}

/** The entities whose ИНН or ОГРН(ИП) is `query`, as DaData finds them by either. */
export function findEntities(query: string): RegistryEntity[] {
  return ENTITIES.filter((entity) => entity.inn === query || entity.ogrn === query);
}
