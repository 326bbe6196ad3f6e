import { COMPLAINT_MESSAGES, type ComplaintTargetType } from "@rabota/domain/wire/complaints";
import { Button } from "@rabota/ui/button";
import { AlertIcon } from "@rabota/ui/icon";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import {
  useComplaintReasons,
  useComplaintsActions,
  useHasComplained,
} from "../store/complaints-store-provider";
import { ComplaintDialog } from "./complaint-dialog";
import "./moderation.css";

export interface ComplaintButtonProps {
  targetType: ComplaintTargetType;
  targetId: string;
  /** What is complained about, in words, shown under the dialog's title. */
  subject?: string;
  /** Whether someone is signed in: a guest's click asks them to sign in instead (`onSignInRequired`). */
  signedIn: boolean;
  onSignInRequired: () => void;
  /** `button` (a ghost button with an icon, on a page) or `inline` (a small link-like one, beside a chat message). */
  look?: "button" | "inline";
  /** The button's accessible name when its text alone would be ambiguous (many on a page): «Пожаловаться на сообщение». */
  "aria-label"?: string;
  className?: string;
}

/**
 * «Пожаловаться» (issue 42) on a vacancy, a company, a review or a chat message: a dialog with the
 * reasons and an optional text; «Отправить» files the complaint and says
 * «Жалоба отправлена…»; a second one about the same target says «Вы уже пожаловались…». A guest
 * is asked to sign in. Needs a `ComplaintsStoreProvider` above it.
 */
export function ComplaintButton({
  targetType,
  targetId,
  subject,
  signedIn,
  onSignInRequired,
  look = "button",
  "aria-label": ariaLabel,
  className,
}: ComplaintButtonProps) {
  const reasons = useComplaintReasons();
  const { loadReasons, send } = useComplaintsActions();
  const complained = useHasComplained(targetType, targetId);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (no reason left from the last one); it stays mounted after, so closing animates.
  const [openings, setOpenings] = useState(0);

  const start = () => {
    if (!signedIn) {
      onSignInRequired();
      return;
    }
    if (complained) {
      toast({ id: `complaint-${targetId}`, variant: "info", title: COMPLAINT_MESSAGES.alreadyComplained });
      return;
    }
    void loadReasons();
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      {look === "inline" ? (
        <button
          type="button"
          className={className ? `rb-complaint-inline ${className}` : "rb-complaint-inline"}
          aria-label={ariaLabel}
          onClick={start}
        >
          Пожаловаться
        </button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          startIcon={<AlertIcon />}
          className={className}
          aria-label={ariaLabel}
          onClick={start}
        >
          Пожаловаться
        </Button>
      )}
      {openings > 0 ? (
        <ComplaintDialog
          key={openings}
          open={open}
          targetType={targetType}
          targetId={targetId}
          subject={subject}
          reasons={reasons}
          onSend={send}
          onDone={(outcome) => {
            setOpen(false);
            toast({
              id: `complaint-${targetId}`,
              variant: outcome.kind === "sent" ? "success" : "info",
              title: outcome.message,
            });
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
