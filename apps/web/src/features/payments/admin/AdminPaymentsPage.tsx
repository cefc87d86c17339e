import { Alert, Button, Container, Grid, Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import type { AdminPaymentRow } from "@vv/shared/payments";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadFailed } from "../../../components/LoadFailed";
import { Loading } from "../../../components/Loading";
import { ApiError } from "../../../lib/api";
import { API_BASE } from "../../../lib/base-path";
import { useTranslation } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminUser } from "../../auth/use-admin";
import { useAdminPayments, useDecidePayment, usePaymentSettings } from "../api";
import { formatNumber, formatRupees } from "../format";
import { filtersQuery, type PaymentFilters, readFilters } from "./filters";
import { MemberFlagCard, RecordCard } from "./ManualTools";
import { PaymentFiltersBar } from "./PaymentFiltersBar";
import { PaymentRowCard } from "./PaymentRowCard";
import { SettingsCard } from "./SettingsCard";

/** /admin/payments: the committee's ledger, manual UPI decisions, CSV, payment settings. */
export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation("payments");
  const lang = i18n.language;
  const { ready } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = filtersQuery(filters);
  const list = useAdminPayments(query, ready);
  const settings = usePaymentSettings(ready);
  const decide = useDecidePayment();
  const [deciding, setDeciding] = useState<{ row: AdminPaymentRow; action: "confirm" | "reject" } | null>(
    null,
  );

  const change = (next: PaymentFilters) => setParams(new URLSearchParams(filtersQuery(next).slice(1)));
  if (!ready) return <Loading />;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const row = deciding?.row;
  const vars = row
    ? {
        amount: formatRupees(row.amount, lang),
        reference: row.reference ?? "",
        number: formatNumber(row.registrationNumber, lang),
      }
    : {};

  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button
              component={Link}
              to="/admin"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t("admin.back")}
            </Button>
            <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.9">
              {t("admin.title")}
            </Title>
          </Group>
          <Button
            component="a"
            href={`${API_BASE}/admin/payments/export.csv${filtersQuery(filters, false)}`}
            download
            variant="outline"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("admin.export")}
          </Button>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <PaymentFiltersBar filters={filters} onChange={change} />
              {list.isError ? (
                <LoadFailed onRetry={() => void list.refetch()} />
              ) : !data ? (
                <Loading />
              ) : (
                <>
                  <Text size="sm" fw={600} data-testid="payments-total">
                    {t("admin.total", {
                      total: formatNumber(data.total, lang),
                      amount: formatRupees(data.successAmount, lang),
                    })}
                  </Text>
                  {data.items.length === 0 ? (
                    <Alert color="yellow" variant="light">
                      {t("admin.empty")}
                    </Alert>
                  ) : (
                    data.items.map((item) => (
                      <PaymentRowCard
                        key={item.id}
                        row={item}
                        onDecide={(r, action) => setDeciding({ row: r, action })}
                      />
                    ))
                  )}
                  {pages > 1 && (
                    <Pagination
                      total={pages}
                      value={filters.page}
                      onChange={(page) => change({ ...filters, page })}
                      siblings={0}
                    />
                  )}
                </>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <SettingsCard />
              <RecordCard fee={settings.data?.feeAmount} />
              <MemberFlagCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDialog
        opened={deciding !== null}
        question={t(deciding?.action === "reject" ? "admin.rejectQuestion" : "admin.confirmQuestion", vars)}
        remark={deciding?.action === "reject" ? { required: true, maxLength: 500 } : undefined}
        confirmColor={deciding?.action === "reject" ? "red" : "green.8"}
        onConfirm={async (remark) => {
          if (!deciding) return;
          try {
            const result = await decide.mutateAsync({
              id: deciding.row.id,
              action: deciding.action,
              ...(deciding.action === "reject" ? { remark } : {}),
            });
            notifySuccess(result.message);
          } catch (e) {
            if (e instanceof ApiError) notifyError(e.message);
          }
        }}
        onClose={() => setDeciding(null)}
      />
    </Container>
  );
}
