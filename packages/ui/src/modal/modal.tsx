import { cva, type VariantProps } from "class-variance-authority";
import { type HTMLAttributes, type ReactNode, type RefObject, useId } from "react";
import { IconButton } from "../button/button";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";
import { OverlayDialog } from "../lib/overlay-dialog";

const modalVariants = cva("rb-modal", {
  variants: {
    size: modifiers("rb-modal", ["sm", "md", "lg"]),
  },
  defaultVariants: { size: "md" },
});

export type ModalProps = Omit<HTMLAttributes<HTMLDivElement>, "title" | "children"> &
  VariantProps<typeof modalVariants> & {
    /** Whether the modal is open. Closing plays a `closeDurationMs` animation before unmount. */
    open: boolean;
    /** Called on Escape, the close button and an overlay click (press and release on it). */
    onClose: () => void;
    /** The heading; it also names the dialog (`aria-labelledby`). */
    title: ReactNode;
    /** Visually hide the title (it still names the dialog). */
    hideTitle?: boolean;
    /** Text under the title; it describes the dialog (`aria-describedby`). */
    description?: ReactNode;
    /** Accessible name of the close button (e.g. «Закрыть»). */
    closeLabel?: string;
    /** Element focused on open; defaults to the first focusable element in the body. */
    initialFocusRef?: RefObject<HTMLElement | null>;
    /** Content above the title, e.g. a back button. */
    headerStart?: ReactNode;
    /** Actions row at the bottom. */
    footer?: ReactNode;
    /** Exit animation length; default 300 ms (`--rb-duration-close`). */
    closeDurationMs?: number;
    /** Where to render the portal; default `document.body`. */
    container?: Element | null;
    children?: ReactNode;
  };

/**
 * A modal dialog rendered in a portal. At most one modal or side menu is open at a time
 * (opening one closes the other through its `onClose`); Escape closes it; the page does not
 * scroll behind it; focus is trapped inside and returned to the opener; an overlay click
 * counts only when both press and release happen on the overlay; it closes with a 300 ms
 * animation before unmounting.
 */
export function Modal({
  onClose,
  title,
  hideTitle = false,
  description,
  closeLabel = "Close",
  headerStart,
  footer,
  size,
  className,
  children,
  ...props
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <OverlayDialog
      kind="modal"
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(modalVariants({ size }), className)}
      {...props}
    >
      <div className="rb-modal__header" data-slot="modal-header">
        {headerStart ? <div className="rb-modal__header-start">{headerStart}</div> : null}
        <h2 id={titleId} className={cn("rb-modal__title", hideTitle && "rb-sr-only")} data-slot="modal-title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="rb-modal__description" data-slot="modal-description">
            {description}
          </p>
        ) : null}
      </div>
      <div className="rb-modal__body" data-slot="modal-body">
        {children}
      </div>
      {footer ? (
        <div className="rb-modal__footer" data-slot="modal-footer">
          {footer}
        </div>
      ) : null}
      {/* Last in the DOM so the first field, not the close button, takes focus on open. */}
      <IconButton
        className="rb-modal__close"
        data-slot="modal-close"
        label={closeLabel}
        icon={<CloseIcon size={22} />}
        round
        onClick={onClose}
      />
    </OverlayDialog>
  );
}
