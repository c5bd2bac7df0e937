// The one fetch wrapper of the browser (spec section 7): JSON bodies, cookies included, the
// bearer token when a session exists, and non-OK responses thrown as "status: body" errors
// that also expose the server's message for toasts.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** The server's `message` when the body is our JSON error shape. */
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

type TokenGetter = () => Promise<string | null | undefined>;
let getAccessToken: TokenGetter = async () => null;

/** The auth layer registers how to read the current access token. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  getAccessToken = getter;
}

let onAuthError: (error: ApiError) => void = () => {};

/**
 * The auth layer registers what to do when the server refuses the session: 401 (it ended, e.g.
 * signed out on another device) or 403 insufficient_aal (it needs a second factor).
 */
export function setAuthErrorHandler(handler: (error: ApiError) => void): void {
  onAuthError = handler;
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => '')) || res.statusText;
  let message: string | undefined;
  let code: string | undefined;
  try {
    const json = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof json.message === 'string') message = json.message;
    if (typeof json.code === 'string') code = json.code;
  } catch {
    // not JSON: keep the raw text in `body`
  }
  return new ApiError(res.status, text, message, code);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const token = await getAccessToken();
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) {
    const error = await toApiError(res);
    if (error.status === 401 || (error.status === 403 && error.code === 'insufficient_aal')) onAuthError(error);
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file as the raw request body (a logo upload), answered with JSON like apiRequest. */
export async function apiUpload<T = unknown>(method: string, url: string, file: Blob, contentType: string): Promise<T> {
  const token = await getAccessToken();
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: file, credentials: 'include' });
  if (!res.ok) {
    const error = await toApiError(res);
    if (error.status === 401 || (error.status === 403 && error.code === 'insufficient_aal')) onAuthError(error);
    throw error;
  }
  return (await res.json()) as T;
}

/** Message to show in a toast: the server's words when it sent some, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** Default query function: GET the first element of the query key (spec section 7). */
export function getQueryFn(opts: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    try {
      return await apiRequest('GET', String(queryKey[0]));
    } catch (err) {
      if (opts.on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}

/** A file the server sends as a download (an export): the bytes and the name it suggests. */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = await getAccessToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) {
    const error = await toApiError(res);
    if (error.status === 401 || (error.status === 403 && error.code === 'insufficient_aal')) onAuthError(error);
    throw error;
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  return { blob: await res.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
