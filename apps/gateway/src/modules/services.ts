import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import type { Config } from "../config";
import type { Db } from "../platform/db/database";
import type { Mailer } from "../platform/mail/mailer";
import type { AccessTokens } from "../platform/security/session-tokens";
import type { FileStorage } from "../platform/storage/file-storage";
import { FileUrlSigner } from "../platform/storage/signed-urls";
import { AuthService } from "./auth/service";
import { CompanyService } from "./company/service";
import { EmployerService } from "./employer/service";
import { FileService } from "./files/service";
import { ProfileService } from "./profile/service";
import { VacancyService } from "./vacancy/service";

/** The platform parts services are built on. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  accessTokens: AccessTokens;
}

/** One instance of every module's service, wired to the ones it uses. */
export function createServices(deps: ServiceDeps) {
  const { config, db, now } = deps;
  const companies = new CompanyService(db);
  const auth = new AuthService({
    db,
    now,
    mailer: deps.mailer,
    accessTokens: deps.accessTokens,
    companies,
    secret: config.jwtSecret,
  });
  const files = new FileService({
    db,
    storage: deps.storage,
    signer: new FileUrlSigner(config.jwtSecret),
    maxBytes: AVATAR_MAX_BYTES,
    now,
  });
  const employers = new EmployerService({ db, auth });
  return {
    auth,
    companies,
    employers,
    files,
    profiles: new ProfileService({ db, files, now }),
    vacancies: new VacancyService({
      db,
      now,
      rejectUndoMs: config.rejectUndoMs,
      employers,
      logoUrl: (id) => files.publicDownloadUrl(id),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
