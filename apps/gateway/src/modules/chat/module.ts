import type { GatewayModule } from "../module";
import { chatRoutes } from "./routes";
import { CHAT_UNREAD_MAIL_QUEUE, type ChatUnreadMailJob } from "./service";

/**
 * The live chat (`/v1/chat`; the socket is attached by `app.ts` with the session parts): its
 * HTTP calls, and the coalesced unread mail on a `short` queue (one waiting job per chat and
 * recipient, keyed by `singletonKey`).
 */
export const chatModule: GatewayModule = {
  name: "chat",
  routes: (app, { services, config }) =>
    app.register(chatRoutes, { prefix: "/v1/chat", chats: services.chats, enabled: config.chat.enabled }),
  jobs: (jobs, { services, config }) => {
    if (!config.chat.enabled) return;
    jobs.work<ChatUnreadMailJob>(CHAT_UNREAD_MAIL_QUEUE, services.chats.mailUnread, { policy: "short" });
  },
};
