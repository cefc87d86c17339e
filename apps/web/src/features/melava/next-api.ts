import { useQuery } from "@tanstack/react-query";
import type { MelavaPublic } from "@vv/shared/melava";
import { api } from "../../lib/api";

/** The next melava (home page, My Profile): its own small module, so those pages load nothing more. */
export const useNextMelava = () =>
  useQuery({
    queryKey: ["melava", "next"],
    queryFn: ({ signal }) => api.get<{ event: MelavaPublic | null }>("/melava/next", signal),
    meta: { silent: true },
  });
