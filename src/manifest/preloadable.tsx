import { lazy, useState, type ComponentType } from 'react';

/**
 * A module of screens loaded on demand that can also be loaded ahead (signedIn.ts, PRELOADS):
 * `load` starts the load or joins it; `component` is one of its components, which renders at once
 * when the module is already there. React.lazy alone suspends on every first render, loaded or
 * not: a Suspense fallback flashes, and React then holds the content back for up to 300 ms.
 */
export function preloadable<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = (): Promise<M> => {
    loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // the next visit tries again
        throw error;
      },
    );
    return loading;
  };
  const component = <P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> => {
    const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
    return function Preloaded(props: P) {
      // Decided once per mount, so a component never swaps for another under its children.
      const [Ready] = useState(() => (loaded ? pick(loaded) : null));
      return Ready ? <Ready {...props} /> : <Lazy {...props} />;
    };
  };
  return { load, component };
}
