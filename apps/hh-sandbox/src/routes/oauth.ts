import type { FastifyInstance, FastifyReply } from "fastify";
import type { SandboxContext } from "../context.js";
import { sendHhErrors, sendOAuthError } from "../hh-errors.js";
import { authorizeErrorPage, consentPage } from "../html-pages.js";
import type { AppToken, OAuthFailure, UserTokens } from "../oauth-state.js";
import { isAllowedRedirectUri } from "../redirect-uri.js";
import { userAgentProblem } from "../user-agent.js";

type Fields = Record<string, string | undefined>;

/**
 * The OAuth host (hh.ru) and the token endpoint (api.hh.ru): the consent page, the decision
 * that redirects back, code exchange, refresh, application tokens and revocation.
 */
export function oauthRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { config, oauth } = context;

  /** Checks client_id and redirect_uri; answers an error page when the request cannot go back. */
  const resolveAuthorize = (fields: Fields, reply: FastifyReply) => {
    if (fields.response_type !== "code") {
      reply.code(400).type("text/html").send(authorizeErrorPage("Неверный параметр response_type"));
      return null;
    }
    if (fields.client_id !== config.clientId) {
      reply.code(400).type("text/html").send(authorizeErrorPage("Приложение не найдено (client_id)"));
      return null;
    }
    const redirectUri = fields.redirect_uri || config.redirectUris[0];
    if (!redirectUri || !isAllowedRedirectUri(redirectUri, config.redirectUris)) {
      reply.code(400).type("text/html").send(authorizeErrorPage("Неверный адрес возврата (redirect_uri)"));
      return null;
    }
    return { redirectUri, explicit: Boolean(fields.redirect_uri), state: fields.state ?? null };
  };

  app.get<{ Querystring: Fields }>("/oauth/authorize", async (request, reply) => {
    const resolved = resolveAuthorize(request.query, reply);
    if (!resolved) return reply;
    return reply.type("text/html").send(
      consentPage(config.appName, {
        clientId: config.clientId,
        redirectUri: resolved.explicit ? resolved.redirectUri : null,
        state: resolved.state,
      }),
    );
  });

  app.post<{ Body: Fields }>("/oauth/authorize", async (request, reply) => {
    const fields = request.body ?? {};
    const resolved = resolveAuthorize(fields, reply);
    if (!resolved) return reply;
    const target = new URL(resolved.redirectUri);
    if (fields.action === "allow") {
      target.searchParams.set("code", oauth.issueCode(resolved.redirectUri, resolved.explicit));
    } else {
      target.searchParams.set("error", "access_denied");
    }
    if (resolved.state !== null) target.searchParams.set("state", resolved.state);
    return reply.redirect(target.toString(), 302);
  });

  const wrongClient: OAuthFailure = {
    error: "invalid_client",
    description: "client_id or client_secret not found",
  };

  /** One token request by its grant_type, with hh's rules and error strings. */
  const grant = (fields: Fields): UserTokens | AppToken | OAuthFailure => {
    const clientKnown = fields.client_id === config.clientId && fields.client_secret === config.clientSecret;
    switch (fields.grant_type) {
      case "authorization_code":
        return clientKnown ? oauth.exchangeCode(fields.code, fields.redirect_uri) : wrongClient;
      case "refresh_token":
        return oauth.refresh(fields.refresh_token);
      case "client_credentials":
        return clientKnown ? oauth.issueAppToken() : wrongClient;
      default:
        return { error: "unsupported_grant_type", description: "unsupported grant_type" };
    }
  };

  for (const path of ["/token", "/oauth/token"]) {
    app.post<{ Body: Fields }>(path, async (request, reply) => {
      context.stats.count("tokenRequests");
      const agent = userAgentProblem(request.headers);
      if (agent) return sendHhErrors(reply, 400, [{ type: "bad_user_agent", value: agent }]);
      if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        return sendOAuthError(
          reply,
          "invalid_request",
          "content type must be application/x-www-form-urlencoded",
        );
      }
      const outcome = grant(request.body ?? {});
      if ("error" in outcome) {
        return sendOAuthError(reply, outcome.error, outcome.description, outcome.status);
      }
      return reply.send(outcome);
    });

    app.delete(path, async (request, reply) => {
      const agent = userAgentProblem(request.headers);
      if (agent) return sendHhErrors(reply, 400, [{ type: "bad_user_agent", value: agent }]);
      if (!oauth.revoke(request.headers.authorization)) {
        return sendHhErrors(reply, 403, [{ type: "oauth", value: "bad_authorization" }], {
          description: "Forbidden",
        });
      }
      return reply.code(204).send();
    });
  }
}
