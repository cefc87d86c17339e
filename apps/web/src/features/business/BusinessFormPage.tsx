import { SimpleGrid } from "@mantine/core";
import {
  BUSINESS_CATEGORIES,
  BUSINESS_LIMITS,
  type BusinessFormValues,
  type BusinessInput,
  businessInputSchema,
} from "@vv/shared/business";
import { MAHARASHTRA_STATE_ID } from "@vv/shared/reference";
import { useEffect, useRef } from "react";
import { type Control, useController } from "react-hook-form";
import { PhotoField } from "../../components/photo/PhotoField";
import { useTranslation } from "../../lib/i18n";
import { translateMessage } from "../../lib/translate-message";
import { asFormStrings, BoardFormPage } from "../boards/BoardFormPage";
import { BoardPlacePicker } from "../boards/BoardPlacePicker";
import { emptyValues } from "../boards/field-helpers";
import { selectOptions } from "../boards/options";
import { businessApi } from "./api";

const EMPTY = emptyValues<BusinessFormValues>(businessInputSchema.shape, {
  stateId: String(MAHARASHTRA_STATE_ID),
  photoId: null,
});
const toFormValues = (values: Record<string, unknown>) => asFormStrings(EMPTY, values, ["photoId"]);

/** /business/new and /business/:id/edit: the board form with a listing's own fields and photo. */
export function BusinessFormPage() {
  const { t } = useTranslation(["business", "common"]);
  return (
    <BoardFormPage<BusinessFormValues, BusinessInput>
      board={businessApi}
      empty={EMPTY}
      schema={businessInputSchema}
      toFormValues={toFormValues}
    >
      {({ form: { control }, field, master, lang, id, user }) => (
        <>
          {id === null && user && <OwnerNameDefault control={control} name={user} />}
          <PhotoField
            control={control}
            name="photoId"
            size={140}
            labels={{
              photo: t("fields.photo"),
              choose: t("form.choosePhoto"),
              change: t("form.changePhoto"),
              remove: t("form.removePhoto"),
              hint: t("form.photoHint"),
            }}
            errorText={(m) => translateMessage(t, m)}
          />
          {field.text("name", { required: true, maxLength: BUSINESS_LIMITS.name })}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field.text("ownerName", { required: true, maxLength: BUSINESS_LIMITS.ownerName })}
            {field.select("category", selectOptions(BUSINESS_CATEGORIES, lang), { required: true })}
          </SimpleGrid>
          {field.text("description", {
            required: true,
            multiline: true,
            maxLength: BUSINESS_LIMITS.description,
          })}
          {field.text("address", { required: true, multiline: true, maxLength: BUSINESS_LIMITS.address })}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <BoardPlacePicker control={control} ns="business" master={master} lang={lang} />
            {field.text("phone", { required: true, type: "tel", inputMode: "tel", maxLength: 16 })}
            {field.text("whatsapp", {
              hint: "form.whatsappHint",
              type: "tel",
              inputMode: "tel",
              maxLength: 16,
            })}
          </SimpleGrid>
          {field.text("website", {
            hint: "form.websiteHint",
            inputMode: "url",
            maxLength: BUSINESS_LIMITS.website,
          })}
        </>
      )}
    </BoardFormPage>
  );
}

/** A new listing starts with the member's own name as the owner's. */
function OwnerNameDefault({
  control,
  name,
}: {
  control: Control<BusinessFormValues>;
  name: { firstName: string; lastName: string };
}) {
  const { field } = useController({ control, name: "ownerName" });
  const { onChange, value } = field;
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!value) onChange([name.firstName, name.lastName].filter(Boolean).join(" "));
  }, [value, onChange, name]);
  return null;
}
