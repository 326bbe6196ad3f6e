export type { ChoiceQuestionProps } from "./choice-question";
export { ChoiceQuestion } from "./choice-question";
