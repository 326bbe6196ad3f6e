import type { CSSProperties, HTMLAttributes } from "react";
import { cn } from "../lib/cn";

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  /** `text` lines, a `rect` block or a `circle` (avatars). Default `text`. */
  shape?: "text" | "rect" | "circle";
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  /** Number of text lines; the last one is shorter, like real text. */
  lines?: number;
};

/**
 * A placeholder with a soft shimmer while content loads. Hidden from screen readers: the
 * region that loads should carry `aria-busy` and its own loading label.
 */
export function Skeleton({
  shape = "text",
  width,
  height,
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) {
  if (shape === "text" && lines > 1) {
    return (
      <span
        data-slot="skeleton"
        className={cn("rb-skeleton-lines", className)}
        aria-hidden="true"
        style={{ width, ...style }}
        {...props}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines.
            key={index}
            className="rb-skeleton rb-skeleton--text"
            style={{ width: index === lines - 1 ? "62%" : "100%", height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rb-skeleton", `rb-skeleton--${shape}`, className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}
