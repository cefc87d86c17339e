import { type ComponentType, lazy, type ReactElement } from "react";
import { i18n } from "../lib/i18n";

export interface Page {
  (): ReactElement;
  /** Loads the page's chunk (starting its early requests), its namespaces and its first answers. */
  preload(): Promise<unknown>;
  /**
   * A page people land on (it names its namespaces or first answers): the first render waits for it
   * and its answers (main.tsx). Others render at once with a placeholder while their chunk arrives.
   */
  firstScreen: boolean;
}

/**
 * A page of the router, loaded on first use. `namespaces`: the translations its first screen reads;
 * `prime`: on the landing page, puts the first screen's API answers in the query cache before the
 * first render, so the page is drawn once, with its data, instead of a loading state and then again.
 */
export function page(
  load: () => Promise<ComponentType>,
  namespaces: readonly string[] = [],
  prime?: () => Promise<unknown>,
): Page {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again (the page's boundary offers a reload)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // Once loaded, the page renders at once: React.lazy would suspend for a tick on its first render
  // and show the placeholder, which React then keeps for at least 300 ms.
  const Component = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Component, {
    preload: () => Promise.all([start(), i18n.loadNamespaces(namespaces), prime?.()]),
    firstScreen: namespaces.length > 0 || prime !== undefined,
  });
}
