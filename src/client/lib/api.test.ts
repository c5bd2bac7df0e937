import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn, setAccessTokenGetter } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenGetter(async () => null);
});

describe('apiRequest', () => {
  it('sends JSON with credentials and the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 7 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenGetter(async () => 'tok');
    await expect(apiRequest('POST', '/api/projects', { name: 'A' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/projects');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"A"}');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns a non-OK response into "status: body" and keeps the server message', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"No credits left","code":"payment_required"}', { status: 402 }));
    const err = await apiRequest('POST', '/api/projects', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('402: {"message":"No credits left","code":"payment_required"}');
    expect(errorMessage(err, 'Failed to create project')).toBe('No credits left');
  });

  it('falls back when the body is not our JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad Gateway', { status: 502 }));
    const err = await apiRequest('GET', '/api/projects').catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(err, 'Failed to delete project')).toBe('Failed to delete project');
  });

  it('the default fetcher can return null on 401', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Authentication required"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/users/me'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/users/me'] })).rejects.toThrow(/^401: /);
  });
});
