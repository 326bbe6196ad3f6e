import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping falsy values (clsx). Every component passes its own `rb-` classes
 * first and the caller's `className` last.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
