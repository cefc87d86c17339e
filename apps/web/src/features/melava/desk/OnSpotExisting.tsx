import { Button, Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import type {
  DeskPaymentMethod,
  MelavaDeskLookupItem,
  MelavaOnSpotExistingInput,
  MelavaOnSpotResponse,
} from "@vv/shared/melava-desk";
import { localNumber } from "@vv/shared/numbers";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../../lib/api";
import { isOffline } from "../../../lib/connection";
import { useTranslation } from "../../../lib/i18n";
import { useSubmitKey } from "../../../lib/submit-key";
import { translateMessage } from "../../../lib/translate-message";
import { DeskFeeFields } from "./DeskFeeFields";
import { OnSpotDone } from "./OnSpotDone";

interface Props {
  eventId: number;
  feeRupees: number;
  item: MelavaDeskLookupItem;
  onRegistered: (answer: MelavaOnSpotResponse) => void;
  onBack: () => void;
  onAnother: () => void;
}

/**
 * Registers a profile the desk found: the booklet choices and the fee taken at the hall. It needs
 * the network (the profile was found with it): when the request does not arrive, nothing was
 * registered and the desk is told so; the same key is sent again, so a retry never registers twice.
 */
export function OnSpotExisting({ eventId, feeRupees, item, onRegistered, onBack, onAnother }: Props) {
  const { t, i18n } = useTranslation(["melava", "common"]);
  const lang = i18n.language;
  const key = useSubmitKey();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showPhoto, setShowPhoto] = useState<boolean | undefined>(undefined);
  const [showContact, setShowContact] = useState(false);
  const [joinWaitingList, setJoinWaitingList] = useState(false);
  const [method, setMethod] = useState<DeskPaymentMethod>("cash");
  const [receipt, setReceipt] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<MelavaOnSpotResponse | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const missing: Record<string, string | undefined> = {};
    if (showPhoto === undefined) missing.showPhoto = t("register.photoRequired");
    if (feeRupees > 0 && !joinWaitingList && receipt.trim() === "")
      missing.receiptNumber = t("validation.receipt");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body: MelavaOnSpotExistingInput = {
      profileId: item.profileId,
      showPhoto: showPhoto === true,
      showContact,
      joinWaitingList,
      ...(feeRupees > 0 && receipt.trim() ? { paymentMethod: method, receiptNumber: receipt.trim() } : {}),
    };
    if (isOffline()) return setFailure(t("onspot.find.notSent"));
    setBusy(true);
    try {
      const res = await apiRequest<MelavaOnSpotResponse>(`/admin/melava/${eventId}/on-the-spot/existing`, {
        method: "POST",
        body,
        idempotencyKey: key.current(),
      });
      key.renew();
      setAnswer(res);
      onRegistered(res);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setFailure(t("onspot.find.notSent"));
      else if (err instanceof ApiError) {
        setErrors(
          Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k, translateMessage(t, m)])),
        );
        setFailure(err.message);
      } else setFailure(t("common:errors.network"));
    } finally {
      setBusy(false);
    }
  }

  if (answer) return <OnSpotDone answer={answer} saved={null} onAnother={onAnother} />;

  const number = item.registrationNumber !== null ? ` (${localNumber(item.registrationNumber, lang)})` : "";
  return (
    <form noValidate onSubmit={submit} data-testid="onspot-existing">
      <Stack gap="sm">
        <Title order={3} size="h5" ref={heading} tabIndex={-1} style={{ overflowWrap: "anywhere" }}>
          {t("onspot.find.chosenTitle", { name: `${item.name}${number}` })}
        </Title>
        <Text size="sm">{t("onspot.find.chosenIntro")}</Text>
        <Radio.Group
          label={t("register.photoQuestion")}
          withAsterisk
          value={showPhoto === undefined ? "" : showPhoto ? "yes" : "no"}
          onChange={(v) => setShowPhoto(v === "yes")}
          error={errors.showPhoto}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t("register.photoYes")} />
            <Radio value="no" label={t("register.photoNo")} />
          </Group>
        </Radio.Group>
        <Checkbox
          label={t("register.contactLabel")}
          description={t("register.contactHint")}
          checked={showContact}
          onChange={(e) => setShowContact(e.currentTarget.checked)}
        />
        <Checkbox
          label={t("register.waitingLabel")}
          checked={joinWaitingList}
          onChange={(e) => setJoinWaitingList(e.currentTarget.checked)}
        />
        {feeRupees > 0 ? (
          <DeskFeeFields
            feeRupees={feeRupees}
            method={method}
            onMethod={setMethod}
            receipt={receipt}
            onReceipt={setReceipt}
            error={errors.receiptNumber ?? errors.paymentMethod}
            testId="onspot-existing-receipt"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("onspot.noFee")}
          </Text>
        )}
        {failure && (
          <Text c="red.8" fw={600} role="alert" data-testid="onspot-error">
            {failure}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" color="maroon" loading={busy} data-testid="onspot-existing-submit">
            {t("onspot.submit")}
          </Button>
          <Button variant="subtle" onClick={onBack}>
            {t("onspot.find.back")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
