import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_REMOVE_DELAY, useToasts } from './use-toast';
import { renderHook, act } from '@testing-library/react';

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('keeps at most one toast and removes a dismissed one after the remove delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe('Second');
    act(() => dismissToast());
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
