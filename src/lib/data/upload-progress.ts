// The fetch API cannot report upload progress; XMLHttpRequest can. This adapter lets the PocketBase SDK send a
// request through XHR (`collection(...).create(body, { fetch: fetchWithUploadProgress(...) })`), so requests
// keep the SDK's auth header and error handling while the screen shows how much of a file has been sent.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export function fetchWithUploadProgress(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const separator = line.indexOf(':');
          if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
        }
        // Status 204 and friends may not carry a body.
        const body = [101, 204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      if (init.signal) {
        if (init.signal.aborted) {
          reject(new DOMException('Aborted', 'AbortError'));
          return;
        }
        init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
