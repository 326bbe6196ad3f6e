export { ApiError, type ApiErrorIssue, isApiError } from "./api-error";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./client";
export type { PutBytesOptions, UploadProgress } from "./upload";
