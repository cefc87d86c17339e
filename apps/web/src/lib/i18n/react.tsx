import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useReducer,
  useSyncExternalStore,
} from "react";
import { i18n, type TFunction, type TOptions } from "./translator";

let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const notify of subscribers) notify();
};
// Only a language change re-renders every translated component; a namespace arriving re-renders
// just the components that waited for it (as react-i18next does), so `t` keeps its identity.
i18n.on("languageChanged", bump);
const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};
const snapshot = () => version;

/**
 * `t` for a component: the first namespace given (or the default one), an optional key prefix;
 * "ns:key" reaches any other namespace. The component suspends until its namespaces are loaded and
 * re-renders when the language changes.
 */
export function useTranslation(ns?: string | readonly string[], options: { keyPrefix?: string } = {}) {
  const namespaces = ns === undefined ? [i18n.defaultNS] : typeof ns === "string" ? [ns] : ns;
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const [, namespaceArrived] = useReducer((n: number) => n + 1, 0);
  const lng = i18n.language;
  const ready = namespaces.every((name) => i18n.hasLoadedNamespace(name, lng));
  if (!ready) {
    const loading = i18n.loadNamespaces(namespaces, lng);
    if (i18n.useSuspense) throw loading;
    // Without Suspense (component tests): render with `ready: false`, and again on arrival.
    void loading.then(namespaceArrived);
  }
  const first = namespaces[0] ?? i18n.defaultNS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when the language changes
  const t = useMemo(() => i18n.getFixedT(lng, first, options.keyPrefix), [lng, first, options.keyPrefix]);
  return { t, i18n, ready };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A translation with markup: `<terms>Terms</terms>` becomes the `terms` component with that text. */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name ?? selfClosing ?? ""];
    const key = `${match.index}`;
    if (!isValidElement(element)) parts.push(inner ?? "");
    else parts.push(cloneElement(element, { key }, ...(inner === undefined ? [] : [inner])));
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
