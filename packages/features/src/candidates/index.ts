export { CandidateSearch } from "./components/candidate-search";
export { ContactRequests } from "./components/contact-requests";
export { FoundCandidate, useFoundCandidateName } from "./components/found-candidate";
export { ProfileViews } from "./components/profile-views";
export { VisibilitySection } from "./components/visibility-section";
export { candidateListSearch, parseCandidateSearch } from "./lib/filters";
export type { CandidatesApi } from "./store/candidates-store";
export { CandidatesStoreProvider } from "./store/candidates-store-provider";
