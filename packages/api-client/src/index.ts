export { ApiError, type ApiErrorIssue, isApiError } from "./api-error";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./client";
