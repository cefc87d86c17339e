import { Container, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { INTEREST_BOXES, type InterestBox } from "@vv/shared/interests";
import { localNumber } from "@vv/shared/numbers";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Loading } from "../../components/Loading";
import { useTranslation } from "../../lib/i18n";
import { useInterestList } from "./api";
import { InterestCard } from "./InterestCard";

const toBox = (v: string | null): InterestBox =>
  (INTEREST_BOXES as readonly string[]).includes(v ?? "") ? (v as InterestBox) : "received";

/** /user/interests?box=received|sent|accepted: our interests with the other family's card. */
export function InterestsPage() {
  const { t, i18n } = useTranslation("interests");
  const [params, setParams] = useSearchParams();
  const box = toBox(params.get("box"));
  const list = useInterestList(box);
  const counts = list.data?.counts;
  const label = (b: InterestBox) =>
    counts ? `${t(`boxes.${b}`)} (${localNumber(counts[b], i18n.language)})` : t(`boxes.${b}`);
  return (
    <Container size="md" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
          {t("title")}
        </Title>
        <SegmentedControl
          fullWidth
          value={box}
          onChange={(v) => setParams({ box: v }, { replace: true })}
          data={INTEREST_BOXES.map((b) => ({ value: b, label: label(b) }))}
          data-testid="interest-boxes"
        />
        {list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed">{t(`empty.${box}`)}</Text>
        ) : (
          list.data.items.map((i) => <InterestCard key={i.id} interest={i} />)
        )}
      </Stack>
    </Container>
  );
}
