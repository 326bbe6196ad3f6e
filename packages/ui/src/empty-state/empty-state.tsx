import type { HTMLAttributes, ReactNode } from "react";
import { StateBlock } from "./state-block";

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  /** An icon or small illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
  /** Heading level that fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** `compact` for use inside cards and lists. */
  size?: "md" | "compact";
};

/** What to show when a list has nothing in it yet, with a way forward. */
export function EmptyState({ headingLevel = 2, ...props }: EmptyStateProps) {
  return <StateBlock data-slot="empty-state" headingLevel={headingLevel} {...props} />;
}
