export type { RatingInputProps, StarRatingProps } from "./rating";
export { RatingInput, StarRating } from "./rating";
