import type { GatewayModule } from "../module";
import { accountRoutes } from "./routes";

/**
 * A person's rights over their data: `GET /v1/account/export`, `POST /v1/account/consent`,
 * `DELETE /v1/account` (decision record 018).
 */
export const accountModule: GatewayModule = {
  name: "account",
  routes: (app, { services, now, secureCookies }) =>
    app.register(accountRoutes, { prefix: "/v1/account", account: services.account, now, secureCookies }),
};
