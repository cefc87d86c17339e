import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProviderName,
  type PaymentStatus,
} from "@vv/shared/payments";

export interface PaymentFilters {
  status?: PaymentStatus;
  provider?: PaymentProviderName;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters live in the address, so a reload or a shared link shows the same list. */
export function readFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get("status") as PaymentStatus | null;
  const provider = params.get("provider") as PaymentProviderName | null;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: status && PAYMENT_STATUSES.includes(status) ? status : undefined,
    provider: provider && PAYMENT_PROVIDERS.includes(provider) ? provider : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    q: params.get("q")?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** "?status=…&page=2" for the API and the address bar; empty filters are left out. */
export function filtersQuery(filters: PaymentFilters, withPage = true): string {
  const q = new URLSearchParams();
  for (const key of ["status", "provider", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) q.set(key, value);
  }
  if (withPage && filters.page > 1) q.set("page", String(filters.page));
  const text = q.toString();
  return text ? `?${text}` : "";
}
