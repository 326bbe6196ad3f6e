// The assessments module's public face: what other modules may import of it.
export type { AssessmentService } from "./service";
