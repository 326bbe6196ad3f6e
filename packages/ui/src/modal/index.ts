export type { ModalProps } from "./modal";
export { Modal } from "./modal";
