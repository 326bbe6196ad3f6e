import * as auth from "./tables/auth";
import * as candidates from "./tables/candidates";
import * as chat from "./tables/chat";
import * as company from "./tables/company";
import * as employer from "./tables/employer";
import * as files from "./tables/files";
import * as hidden from "./tables/hidden";
import * as hhImport from "./tables/import";
import * as limits from "./tables/limits";
import * as mail from "./tables/mail";
import * as membership from "./tables/membership";
import * as moderation from "./tables/moderation";
import * as places from "./tables/places";
import * as profile from "./tables/profile";
import * as responses from "./tables/responses";
import * as reviews from "./tables/reviews";
import * as salaries from "./tables/salaries";
import * as searches from "./tables/searches";
import * as tests from "./tables/tests";
import * as vacancy from "./tables/vacancy";
import * as verification from "./tables/verification";

/**
 * Every table and enum, for the typed Drizzle client: one file per owning module in
 * `tables/`, the same files drizzle-kit reads (`drizzle.config.ts`). The list is checked
 * against the folder by `node scripts/gateway-modules.mjs --check` (the lint), so a new
 * table file cannot be forgotten here.
 */
export const schema = {
  ...auth,
  ...candidates,
  ...chat,
  ...company,
  ...employer,
  ...files,
  ...hidden,
  ...hhImport,
  ...limits,
  ...mail,
  ...membership,
  ...moderation,
  ...places,
  ...profile,
  ...responses,
  ...reviews,
  ...salaries,
  ...searches,
  ...tests,
  ...vacancy,
  ...verification,
};

export type Schema = typeof schema;
