import { failureMessage } from "@rabota/domain/errors";
import { useChatActions, useChatEnabled } from "@rabota/features/chat";
import { Button } from "@rabota/ui/button";
import { ChatIcon } from "@rabota/ui/icon";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";

/**
 * «Написать» on a response (issue 15): opens the chat of that applicant and vacancy (made on
 * first use) and goes there. Hidden while the chat is off.
 */
export function WriteToChat({
  vacancyId,
  applicantId,
  children = "Написать",
}: {
  vacancyId: string;
  applicantId: string;
  children?: string;
}) {
  const enabled = useChatEnabled();
  const chat = useChatActions();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  if (!enabled) return null;
  const open = async () => {
    setOpening(true);
    try {
      navigate(paths.chats.href(await chat.openForResponse(vacancyId, applicantId)));
    } catch (error) {
      setOpening(false);
      toast({ variant: "danger", title: failureMessage(error, "Не удалось открыть чат") });
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      startIcon={<ChatIcon />}
      loading={opening}
      onClick={() => void open()}
    >
      {children}
    </Button>
  );
}
