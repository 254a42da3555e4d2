import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncEffect } from './useAsyncEffect.ts';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets the promise callbacks run, then React render what they set. */
const settle = () => act(async () => undefined);

type Load = (id: string) => Promise<string>;

/** A screen that reads the record of `id`, as the console's pages do: the answer, or that it failed. */
function Record({ id, load, onReload }: { id: string; load: Load; onReload?: (reload: () => void) => void }) {
  const [text, setText] = useState('none');
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useAsyncEffect(
    () => load(id),
    setText,
    (error) => setFailed(String(error)),
    [id, load],
  );
  onReload?.(reload);
  return (
    <p data-testid="record" data-failed={failed ?? ''}>
      {text}
    </p>
  );
}

describe('useAsyncEffect', () => {
  it('hands the answer to onValue', async () => {
    const load = vi.fn((id: string) => Promise.resolve(`record ${id}`));
    render(<Record id="1" load={load} />);
    await settle();
    expect(screen.getByTestId('record')).toHaveTextContent('record 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of deps that have changed since, even when it comes last', async () => {
    const answers = new Map([
      ['1', deferred<string>()],
      ['2', deferred<string>()],
    ]);
    const load = (id: string) => answers.get(id)!.promise;
    const { rerender } = render(<Record id="1" load={load} />);
    rerender(<Record id="2" load={load} />);
    answers.get('2')!.resolve('record 2');
    await settle();
    answers.get('1')!.resolve('record 1');
    await settle();
    expect(screen.getByTestId('record')).toHaveTextContent('record 2');
  });

  it('drops a failure of deps that have changed since', async () => {
    const first = deferred<string>();
    const load = (id: string) => (id === '1' ? first.promise : Promise.resolve('record 2'));
    const { rerender } = render(<Record id="1" load={load} />);
    rerender(<Record id="2" load={load} />);
    first.reject(new Error('late'));
    await settle();
    expect(screen.getByTestId('record')).toHaveTextContent('record 2');
    expect(screen.getByTestId('record')).toHaveAttribute('data-failed', '');
  });

  it('calls nothing once unmounted', async () => {
    const answer = deferred<string>();
    const onValue = vi.fn();
    const onError = vi.fn();
    function Reader() {
      useAsyncEffect(() => answer.promise, onValue, onError, []);
      return null;
    }
    const { unmount } = render(<Reader />);
    unmount();
    answer.resolve('late');
    await settle();
    expect(onValue).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failure to onError, and only to it', async () => {
    const load = () => Promise.reject(new Error('refused'));
    render(<Record id="1" load={load} />);
    await settle();
    expect(screen.getByTestId('record')).toHaveAttribute('data-failed', 'Error: refused');
    expect(screen.getByTestId('record')).toHaveTextContent('none');
  });

  it('runs again on reload, with the same deps, and drops the answer reload replaced', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const load = vi.fn(() => answers[load.mock.calls.length - 1]!.promise);
    let reload: () => void = () => undefined;
    render(<Record id="1" load={load} onReload={(given) => (reload = given)} />);
    act(() => reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('1');
    answers[1]!.resolve('second read');
    await settle();
    answers[0]!.resolve('first read');
    await settle();
    expect(screen.getByTestId('record')).toHaveTextContent('second read');
  });

  it('keeps reload the same function across renders', () => {
    const seen = new Set<() => void>();
    const load = () => Promise.resolve('record');
    const { rerender } = render(<Record id="1" load={load} onReload={(given) => seen.add(given)} />);
    rerender(<Record id="2" load={load} onReload={(given) => seen.add(given)} />);
    expect(seen.size).toBe(1);
  });

  it('waits for nothing when start returns nothing, and tells multi-step work whether it is still current', async () => {
    const step = deferred<void>();
    const seen: boolean[] = [];
    function Steps({ id }: { id: string }) {
      useAsyncEffect(
        (isCurrent) => {
          if (id === 'skip') return;
          void step.promise.then(() => seen.push(isCurrent()));
        },
        [id],
      );
      return null;
    }
    const { rerender } = render(<Steps id="1" />);
    rerender(<Steps id="skip" />);
    step.resolve();
    await settle();
    expect(seen).toEqual([false]);
  });
});
