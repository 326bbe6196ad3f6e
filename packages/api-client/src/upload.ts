import {
  apiErrorCodeForStatus,
  isFatalStatus,
  requestFailedMessage,
  TRANSPORT_MESSAGES,
} from "@rabota/domain/errors";
import { ApiError } from "./api-error";
import type { HttpOptions } from "./http";

/** The part of the browser's XMLHttpRequest the upload uses (the package builds without the DOM lib). */
interface MinimalXhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  responseText: string;
  send(body: Blob): void;
}

const XhrConstructor = (globalThis as { XMLHttpRequest?: new () => MinimalXhr }).XMLHttpRequest;

/** Progress of an upload: bytes sent so far of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface PutBytesOptions {
  contentType: string;
  /** Called as bytes leave (in browsers, through XMLHttpRequest's upload events). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a file with `PUT` to a signed address (spec §7: "The file is then sent with PUT to
 * that signed address with its content type): the gateway's own, or an object store's on
 * another origin. The address carries its own permission, so no cookies go with it and no
 * refresh is tried; failures become {@link ApiError}s like every other call.
 */
export function createUploader(options: HttpOptions) {
  const isOnline =
    options.isOnline ??
    (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine ?? true);

  function resolve(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${options.baseUrl}${url}`;
  }

  function networkError(cause: unknown): ApiError {
    return new ApiError({
      code: "NETWORK",
      status: 0,
      message: isOnline() ? TRANSPORT_MESSAGES.network : TRANSPORT_MESSAGES.offline,
      cause,
    });
  }

  function statusError(status: number, text: string): ApiError {
    let serverMessage: string | null = null;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === "string") serverMessage = body.message;
    } catch {
      // not JSON
    }
    // An object store answers in XML, which is no message for anyone: the status says it.
    return new ApiError({
      code: apiErrorCodeForStatus(status),
      status,
      message: serverMessage ?? requestFailedMessage(status),
      serverMessage,
    });
  }

  function fail(error: ApiError): never {
    if (isFatalStatus(error.status)) options.onFatalStatus?.(error.status);
    throw error;
  }

  function viaXhr(url: string, body: Blob, init: PutBytesOptions): Promise<void> {
    return new Promise((done, reject) => {
      if (!XhrConstructor) throw new Error("XMLHttpRequest is not available");
      const xhr = new XhrConstructor();
      xhr.open("PUT", url);
      // The address is the permission; cookies would only break a cross-origin store's CORS.
      xhr.withCredentials = false;
      xhr.setRequestHeader("content-type", init.contentType);
      xhr.upload.onprogress = (event) => {
        init.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) done();
        else reject(statusError(xhr.status, xhr.responseText));
      };
      xhr.onerror = () => reject(networkError(new Error("upload failed")));
      xhr.send(body);
    });
  }

  async function viaFetch(url: string, body: Blob, init: PutBytesOptions): Promise<void> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: "PUT",
        body,
        credentials: "omit",
        headers: { "content-type": init.contentType },
      });
    } catch (cause) {
      throw networkError(cause);
    }
    if (!response.ok) throw statusError(response.status, await response.text().catch(() => ""));
    init.onProgress?.({ loaded: body.size, total: body.size });
  }

  return async function putBytes(url: string, body: Blob, init: PutBytesOptions): Promise<void> {
    const target = resolve(url);
    try {
      // XHR only when no custom fetch was given: it reports upload progress, fetch does not.
      if (XhrConstructor && !options.fetch) await viaXhr(target, body, init);
      else await viaFetch(target, body, init);
    } catch (error) {
      if (error instanceof ApiError) fail(error);
      throw error;
    }
  };
}

export type PutBytes = ReturnType<typeof createUploader>;
