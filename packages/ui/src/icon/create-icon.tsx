import { forwardRef, type ReactNode, type SVGProps } from "react";
import { cn } from "../lib/cn";

/** Props of every icon: SVG props plus a size in px and an optional accessible title. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** Width and height in px (or any CSS length). Default 20. */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right when
   * it sits next to text or inside a labelled button.
   */
  title?: string;
};

/** Builds a 24×24 stroke icon that inherits `currentColor`. */
export function createIcon(name: string, body: ReactNode, options: { filled?: boolean } = {}) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never during render.
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { size = 20, title, className, ...props },
    ref,
  ) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={options.filled ? "currentColor" : "none"}
        stroke={options.filled ? "none" : "currentColor"}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={cn("rb-icon", className)}
        role={title ? "img" : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  });
  Icon.displayName = `${name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Icon`;
  return Icon;
}
