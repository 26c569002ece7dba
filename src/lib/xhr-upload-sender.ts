import type { UploadSendAnswer, UploadSendRequest, UploadSender } from '../core/api/cases';

/*
 * The browser's upload transport (issue #17). fetch cannot report a request
 * body's progress, and a streamed fetch body (duplex 'half') needs HTTP/2 in
 * Chromium: over HTTP/1.1 it fails before sending. XMLHttpRequest's upload
 * events count the bytes really handed to the network, and abort() stops
 * the body mid-way.
 */

// The browser owns these: setting them throws or is ignored.
const browserOwned = new Set(['cookie', 'content-type', 'content-length']);

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** Sends an upload with XMLHttpRequest: progress from `upload.onprogress`, cancel by `abort()`. */
export const xhrUploadSender: UploadSender = ({ url, body, headers, withCredentials, signal, onProgress }: UploadSendRequest) =>
  new Promise<UploadSendAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.open('POST', url);
    xhr.withCredentials = withCredentials;
    for (const [name, value] of Object.entries(headers)) {
      if (!browserOwned.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload could not reach the server'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new DOMException('The upload timed out', 'TimeoutError'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(body);
  });
