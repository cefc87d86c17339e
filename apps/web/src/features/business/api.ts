import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BusinessDetails,
  BusinessFormResponse,
  BusinessInput,
  BusinessListResponse,
  MyBusiness,
} from "@vv/shared/business";
import { api } from "../../lib/api";
import { boardApi } from "../boards/api";

/** The business directory's list, details, own listings, edit form and save (the board module's hooks). */
export const businessApi = boardApi<{
  list: BusinessListResponse;
  details: BusinessDetails;
  mine: MyBusiness;
  form: BusinessFormResponse;
  input: BusinessInput;
}>("business", { basePath: "/business", addLabel: "board.add", submitTestId: "business-submit" });

/** Hide / show / delete by the owner. */
export function useBusinessAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: "hide" | "show" | "delete" }) =>
      kind === "delete"
        ? api.delete<{ message: string }>(`/business/${id}`)
        : api.put<{ message: string }>(`/business/${id}/visibility`, { hidden: kind === "hide" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessApi.keys.all }),
  });
}
