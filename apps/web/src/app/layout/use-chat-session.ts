import { useChatActions, useChatIncoming } from "@rabota/features/chat";
import {
  useConsentRequired,
  useIsAuthChecked,
  useIsAuthenticated,
  useSessionRole,
  useSessionUserId,
} from "@rabota/features/session";
import { toast } from "@rabota/ui/toast";
import { useEffect, useRef } from "react";
import { matchPath, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";

const PREVIEW_LENGTH = 120;

/**
 * Keeps the chat in step with the session: signed in, it asks whether the chat is on and then
 * goes live (once the account has given the personal-data consent: nothing comes before it);
 * signed out, it closes. A guest's first paint asks nothing. A new message in a chat
 * the user is not reading shows a toast wherever they are in the app (not on /chats, where the
 * list shows it).
 */
export function useChatSession() {
  const isAuthChecked = useIsAuthChecked();
  const isAuthenticated = useIsAuthenticated();
  const userId = useSessionUserId();
  const role = useSessionRole();
  const consentRequired = useConsentRequired();
  const chat = useChatActions();
  const incoming = useChatIncoming();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onChats = useRef(false);
  onChats.current = matchPath(paths.chats.path, pathname) !== null;

  useEffect(() => {
    if (!isAuthChecked || consentRequired) return;
    // A moderator has no chats of their own (issue 42).
    if (isAuthenticated && userId && role !== "moderator") void chat.start(userId, role);
    else chat.stop();
  }, [chat, isAuthChecked, consentRequired, isAuthenticated, userId, role]);

  useEffect(() => {
    if (!incoming || onChats.current) return;
    const text =
      incoming.text.length > PREVIEW_LENGTH ? `${incoming.text.slice(0, PREVIEW_LENGTH)}…` : incoming.text;
    toast({
      id: `chat-${incoming.chatId}`,
      title: incoming.title ? `Новое сообщение: ${incoming.title}` : "Новое сообщение",
      description: text,
      variant: "info",
      action: { label: "Открыть", onClick: () => void navigate(paths.chats.href(incoming.chatId)) },
    });
  }, [incoming, navigate]);
}
