import { cva, type VariantProps } from "class-variance-authority";
import { type HTMLAttributes, useEffect, useState } from "react";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";

const avatarVariants = cva("rb-avatar", {
  variants: {
    size: modifiers("rb-avatar", ["xs", "sm", "md", "lg", "xl"]),
    shape: modifiers("rb-avatar", ["circle", "rounded"]),
  },
  defaultVariants: { size: "md", shape: "circle" },
});

/** Up to two initials: first letters of the first two words ("Иван Иванов" → "ИИ"). */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? "");
  return letters.join("").toLocaleUpperCase("ru");
}

const TINTS = 6;
function tintOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TINTS;
}

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** Whose picture this is; used as the alt text and for the initials fallback. */
    name: string;
    /** Image address; when missing or broken the initials show instead. */
    src?: string | null;
    /** Decorative avatar next to the visible name: hides it from screen readers. */
    decorative?: boolean;
  };

/** A photo or a company logo with an initials fallback in a colour derived from the name. */
export function Avatar({ name, src, size, shape, decorative = false, className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address deserves a new try.
  useEffect(() => setFailed(false), [src]);
  const showImage = Boolean(src) && !failed;
  const common = {
    "data-slot": "avatar",
    "data-tint": tintOf(name),
    className: cn(avatarVariants({ size, shape }), className),
    ...props,
  };
  if (showImage) {
    return (
      <span {...common} aria-hidden={decorative || undefined}>
        <img
          className="rb-avatar__image"
          src={src ?? undefined}
          alt={decorative ? "" : name}
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  if (decorative) {
    return (
      <span {...common} aria-hidden="true">
        <span className="rb-avatar__initials">{getInitials(name)}</span>
      </span>
    );
  }
  return (
    <span {...common} role="img" aria-label={name}>
      <span className="rb-avatar__initials" aria-hidden="true">
        {getInitials(name)}
      </span>
    </span>
  );
}
