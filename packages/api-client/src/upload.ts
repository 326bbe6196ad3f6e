import { ApiError } from "./api-error";
import { createFailures } from "./failures";
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
 * Sends a file with `PUT` and its content type to a signed address: the gateway's own, or an object store's on
 * another origin. The address carries its own permission, so no cookies go with it and no
 * refresh is tried; failures become {@link ApiError}s like every other call.
 */
export function createUploader(options: HttpOptions) {
  const failures = createFailures(options);

  function resolve(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${options.baseUrl}${url}`;
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
        else reject(failures.fromResponse(xhr.status, xhr.responseText));
      };
      xhr.onerror = () => reject(failures.network(new Error("upload failed")));
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
      throw failures.network(cause);
    }
    if (!response.ok) throw failures.fromResponse(response.status, await response.text().catch(() => ""));
    init.onProgress?.({ loaded: body.size, total: body.size });
  }

  return async function putBytes(url: string, body: Blob, init: PutBytesOptions): Promise<void> {
    const target = resolve(url);
    try {
      // XHR only when no custom fetch was given: it reports upload progress, fetch does not.
      if (XhrConstructor && !options.fetch) await viaXhr(target, body, init);
      else await viaFetch(target, body, init);
    } catch (error) {
      if (error instanceof ApiError) failures.fail(error);
      throw error;
    }
  };
}

export type PutBytes = ReturnType<typeof createUploader>;
