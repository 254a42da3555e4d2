import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { noProblems, useFormProblems } from './useFormProblems.ts';

type Field = 'name' | 'code';
type Found = { field: Field | 'form'; problem: string };

describe('noProblems', () => {
  it('is true for an empty list, Map or record, false once anything is in one', () => {
    expect(noProblems([])).toBe(true);
    expect(noProblems(new Map())).toBe(true);
    expect(noProblems({})).toBe(true);
    expect(noProblems([{ field: 'name', problem: 'required' }])).toBe(false);
    expect(noProblems(new Map([[1, 'x']]))).toBe(false);
    expect(noProblems({ name: 'required' })).toBe(false);
  });
});

describe('useFormProblems, checked on submit', () => {
  it('keeps what a check found and says whether the form may send', () => {
    const { result } = renderHook(() => useFormProblems<Found[]>([]));
    let clean = true;
    act(() => {
      clean = result.current.check([{ field: 'name', problem: 'required' }]);
    });
    expect(clean).toBe(false);
    expect(result.current.problems).toEqual([{ field: 'name', problem: 'required' }]);
    act(() => {
      clean = result.current.check([]);
    });
    expect(clean).toBe(true);
    expect(result.current.problems).toEqual([]);
  });

  it('clears a record field as it is edited and leaves the others', () => {
    const { result } = renderHook(() => useFormProblems<Partial<Record<Field, string>>>({}));
    act(() => void result.current.check({ name: 'required', code: 'digits' }));
    act(() => result.current.clear('name'));
    expect(result.current.problems).toEqual({ name: undefined, code: 'digits' });
    // Edited and cleared, the field no longer holds the form back.
    expect(result.current.problems.name).toBeUndefined();
  });

  it('puts one field’s problem (a check as the field is left, a refusal) and keeps the rest', () => {
    const { result } = renderHook(() => useFormProblems<{ name?: string | null; code?: string | null }>({}));
    act(() => void result.current.check({ code: 'digits' }));
    act(() => result.current.put('name', 'taken'));
    expect(result.current.problems).toEqual({ code: 'digits', name: 'taken' });
    act(() => result.current.put('name', null));
    expect(result.current.problems).toEqual({ code: 'digits', name: null });
  });

  it('maps a server refusal in with set, replacing what the check found', () => {
    const { result } = renderHook(() => useFormProblems<Partial<Record<Field, string>>>({}));
    act(() => void result.current.check({ code: 'digits' }));
    act(() => result.current.set({ name: 'taken' }));
    expect(result.current.problems).toEqual({ name: 'taken' });
  });

  it('checks a Map of problems by its size', () => {
    const { result } = renderHook(() => useFormProblems<ReadonlyMap<number, string>>(new Map()));
    let clean = true;
    act(() => {
      clean = result.current.check(new Map([[3, 'mac']]));
    });
    expect(clean).toBe(false);
    expect(result.current.problems.get(3)).toBe('mac');
  });

  it('keeps its actions the same functions across renders', () => {
    const { result, rerender } = renderHook(() => useFormProblems<Found[]>([]));
    const first = result.current;
    act(() => void result.current.check([{ field: 'name', problem: 'required' }]));
    rerender();
    for (const name of ['check', 'set', 'put', 'clear', 'touch', 'setTouched', 'refuse'] as const) expect(result.current[name]).toBe(first[name]);
  });
});

describe('useFormProblems, checked as typed and shown once touched', () => {
  const found: Found[] = [
    { field: 'name', problem: 'required' },
    { field: 'code', problem: 'digits' },
    { field: 'code', problem: 'tooLong' },
  ];

  it('shows a field’s first problem only once it is touched', () => {
    const { result } = renderHook(() => useFormProblems<Found[]>([]));
    act(() => result.current.set(found));
    expect(result.current.shown('name')).toBeNull();
    act(() => result.current.touch('code'));
    expect(result.current.shown('code')).toEqual({ field: 'code', problem: 'digits' });
    expect(result.current.shown('name')).toBeNull();
  });

  it('shows exactly the fields given to setTouched: all on submit, none after a send', () => {
    const { result } = renderHook(() => useFormProblems<Found[]>([]));
    act(() => result.current.set(found));
    act(() => result.current.setTouched(['name', 'code', 'form']));
    expect(result.current.shown('name')).toEqual({ field: 'name', problem: 'required' });
    expect(result.current.shown('form')).toBeNull();
    act(() => result.current.setTouched([]));
    expect(result.current.shown('name')).toBeNull();
    expect(result.current.shown('code')).toBeNull();
  });

  it('shows a refusal at its field, before the check’s own and untouched, until a field is touched', () => {
    const { result } = renderHook(() => useFormProblems<Found[]>([]));
    act(() => result.current.set(found));
    act(() => result.current.setTouched(['name']));
    act(() => result.current.refuse({ field: 'name', problem: 'exists' }));
    expect(result.current.shown('name')).toEqual({ field: 'name', problem: 'exists' });
    act(() => result.current.refuse({ field: 'form', problem: 'failed' }));
    expect(result.current.shown('form')).toEqual({ field: 'form', problem: 'failed' });
    expect(result.current.shown('name')).toEqual({ field: 'name', problem: 'required' });
    act(() => result.current.touch('code'));
    expect(result.current.shown('form')).toBeNull();
    expect(result.current.shown('code')).toEqual({ field: 'code', problem: 'digits' });
  });
});

/** A form as the console writes them: check on submit, a problem per field, cleared as it is edited, a refusal mapped in. */
function NameForm({ send }: { send: (name: string) => Promise<string | null> }) {
  const { problems, check, clear, set } = useFormProblems<Partial<Record<'name', string>>>({});
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(name.trim() === '' ? { name: 'Name required' } : {})) return;
    const refusal = await send(name);
    if (refusal) set({ name: refusal });
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <input
        aria-label="Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
      />
      {problems.name ? <p role="alert">{problems.name}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormProblems in a form', () => {
  it('holds the send back while a check finds problems, clears one as it is edited, shows a refusal', async () => {
    const send = vi.fn(async () => 'Name taken');
    render(<NameForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name required');
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Depot' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(send).toHaveBeenCalledWith('Depot');
    expect(screen.getByRole('alert')).toHaveTextContent('Name taken');
  });
});
