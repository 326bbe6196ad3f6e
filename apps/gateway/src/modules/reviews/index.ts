// The reviews module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).

export { seedDemoReviews } from "./seed";
export { ReviewService } from "./service";
