import { accountModule } from "./account/module";
import { authModule } from "./auth/module";
import { candidatesModule } from "./candidates/module";
import { chatModule } from "./chat/module";
import { companyModule } from "./company/module";
import { companyPageModule } from "./company-page/module";
import { employerModule } from "./employer/module";
import { filesModule } from "./files/module";
import { hiddenModule } from "./hidden/module";
import { importModule } from "./import/module";
import { moderationModule } from "./moderation/module";
import type { GatewayModule } from "./module";
import { pagesModule } from "./pages/module";
import { placesModule } from "./places/module";
import { professionsModule } from "./professions/module";
import { profileModule } from "./profile/module";
import { responsesModule } from "./responses/module";
import { reviewsModule } from "./reviews/module";
import { salariesModule } from "./salaries/module";
import { searchesModule } from "./searches/module";
import { testsModule } from "./tests/module";
import { vacancyModule } from "./vacancy/module";

/** Every module of the API, registered by `app.ts` in this order. A new module adds itself here. */
export const MODULES: readonly GatewayModule[] = [
  authModule,
  accountModule,
  companyModule,
  employerModule,
  filesModule,
  placesModule,
  professionsModule,
  profileModule,
  vacancyModule,
  responsesModule,
  hiddenModule,
  searchesModule,
  testsModule,
  candidatesModule,
  importModule,
  chatModule,
  salariesModule,
  reviewsModule,
  companyPageModule,
  moderationModule,
  pagesModule,
];
