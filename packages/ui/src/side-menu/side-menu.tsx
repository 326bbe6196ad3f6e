import { Slot } from "@radix-ui/react-slot";
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useId,
} from "react";
import { IconButton } from "../button/button";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { OverlayDialog } from "../lib/overlay-dialog";

export type SideMenuProps = Omit<HTMLAttributes<HTMLDivElement>, "title" | "children"> & {
  /** Whether the drawer is open. Closing slides it out for `closeDurationMs` (300 ms). */
  open: boolean;
  /** Called on Escape, the close button and an overlay click (press and release on it). */
  onClose: () => void;
  /** Heading at the top (e.g. the greeting); it names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button (e.g. «Закрыть меню»). */
  closeLabel?: string;
  /** Which edge the drawer slides from. Default `right`. */
  side?: "left" | "right";
  /** Content pinned to the bottom (e.g. the sign-in / sign-out action). */
  footer?: ReactNode;
  /** Element focused on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeDurationMs?: number;
  container?: Element | null;
  children?: ReactNode;
};

/**
 * A navigation drawer with the same rules as `Modal`: one overlay at a time, Escape, scroll
 * lock, focus trap and return, the press-and-release overlay click, and a 300 ms close.
 */
export function SideMenu({
  onClose,
  title,
  closeLabel = "Close",
  side = "right",
  footer,
  className,
  children,
  ...props
}: SideMenuProps) {
  const titleId = useId();
  return (
    <OverlayDialog
      kind="side-menu"
      onClose={onClose}
      aria-labelledby={titleId}
      data-side={side}
      className={cn("rb-side-menu", className)}
      {...props}
    >
      <div className="rb-side-menu__header">
        <h2 id={titleId} className="rb-side-menu__title">
          {title}
        </h2>
        <IconButton label={closeLabel} icon={<CloseIcon size={22} />} round onClick={onClose} />
      </div>
      <nav className="rb-side-menu__body" aria-labelledby={titleId}>
        {children}
      </nav>
      {footer ? <div className="rb-side-menu__footer">{footer}</div> : null}
    </OverlayDialog>
  );
}

type SideMenuItemOwnProps = {
  /** Icon before the label. */
  icon?: ReactNode;
  /** Marks the current page (`aria-current="page"`). */
  active?: boolean;
  /** Render the single child (e.g. a router link) with the item's look. */
  asChild?: boolean;
};

export type SideMenuItemProps = SideMenuItemOwnProps &
  (
    | ({ href: string } & AnchorHTMLAttributes<HTMLAnchorElement>)
    | ({ href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>)
  );

/** One row of the side menu: a link (`href` or `asChild`) or a button. */
export const SideMenuItem = forwardRef<HTMLElement, SideMenuItemProps>(function SideMenuItem(
  { icon, active = false, asChild = false, className, children, ...props },
  ref,
) {
  const classes = cn("rb-side-menu__item", className);
  const inner = (
    <>
      {icon ? <span className="rb-side-menu__item-icon">{icon}</span> : null}
      <span className="rb-side-menu__item-label">{children}</span>
    </>
  );
  if (asChild) {
    return (
      <Slot
        ref={ref}
        className={classes}
        data-slot="side-menu-item"
        aria-current={active ? "page" : undefined}
        {...props}
      >
        {children}
      </Slot>
    );
  }
  if (props.href !== undefined) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        data-slot="side-menu-item"
        aria-current={active ? "page" : undefined}
        {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {inner}
      </a>
    );
  }
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type="button"
      className={classes}
      data-slot="side-menu-item"
      {...(props as ButtonHTMLAttributes<HTMLButtonElement>)}
    >
      {inner}
    </button>
  );
});
