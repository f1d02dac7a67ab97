import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusTarget } from './use-focus-target';

describe('focus target', () => {
  it('asks for no focus at first, then for each request anew, even of the same kind', () => {
    const { result } = renderHook(() => useFocusTarget());
    expect(result.current.focusTarget).toBeNull();
    act(() => result.current.focus('invalid'));
    const first = result.current.focusTarget;
    expect(first?.kind).toBe('invalid');
    act(() => result.current.focus('invalid'));
    expect(result.current.focusTarget).not.toEqual(first);
    act(() => result.current.focus('heading'));
    expect(result.current.focusTarget?.kind).toBe('heading');
  });
});
