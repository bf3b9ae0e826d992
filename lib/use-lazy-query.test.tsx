// @vitest-environment jsdom
import { queryOptions } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from './query-client';
import { useLazyQuery } from './use-lazy-query';

const tutorsQuery = (city: string, fetcher: (city: string) => Promise<string[]>) =>
  queryOptions({ queryKey: ['tutors', city], queryFn: () => fetcher(city), staleTime: 60_000 });

afterEach(() => getQueryClient().clear());

describe('useLazyQuery', () => {
  it('asks for nothing when given null or enabled: false', async () => {
    const fetcher = vi.fn(async () => ['Sara']);
    const { result } = renderHook(() => [useLazyQuery(null), useLazyQuery({ ...tutorsQuery('tehran', fetcher), enabled: false })]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.map((r) => r.isPending)).toEqual([false, false]);
    expect(result.current.map((r) => r.data)).toEqual([undefined, undefined]);
  });

  it('loads the data and shares one call between readers of the same key', async () => {
    const fetcher = vi.fn(async (city: string) => [`tutor in ${city}`]);
    const { result } = renderHook(() => [useLazyQuery(tutorsQuery('tehran', fetcher)), useLazyQuery(tutorsQuery('tehran', fetcher))]);
    expect(result.current[0].isPending).toBe(true);
    await waitFor(() => expect(result.current[0].data).toEqual(['tutor in tehran']));
    expect(result.current[1].data).toEqual(['tutor in tehran']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets the old answer while a new key loads', async () => {
    let release: (value: string[]) => void = () => undefined;
    const fetcher = vi.fn((city: string) => (city === 'tehran' ? Promise.resolve(['Sara']) : new Promise<string[]>((resolve) => (release = resolve))));
    const { result, rerender } = renderHook(({ city }) => useLazyQuery(tutorsQuery(city, fetcher)), { initialProps: { city: 'tehran' } });
    await waitFor(() => expect(result.current.data).toEqual(['Sara']));
    rerender({ city: 'shiraz' });
    expect(result.current).toEqual({ data: undefined, isPending: true, isError: false });
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith('shiraz'));
    expect(result.current.data).toBeUndefined();
    release(['Reza']);
    await waitFor(() => expect(result.current.data).toEqual(['Reza']));
  });

  it('reports a failed call as an error, not as data', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useLazyQuery(tutorsQuery('tabriz', fetcher)));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(false);
  });
});
