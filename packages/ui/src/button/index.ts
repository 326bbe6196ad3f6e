export type { ButtonProps, IconButtonProps } from "./button";
export { Button, buttonVariants, IconButton } from "./button";
