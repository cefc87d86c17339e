import { Anchor, Badge, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type { AdminUserRow, UserSort } from "@vv/shared/admin-users";
import { ROW_STATUS } from "@vv/shared/statuses";
import { Link } from "react-router";
import { formatNumericDate } from "../../lib/format-date";
import { useTranslation } from "../../lib/i18n";
import { displayMobile } from "../auth/display";
import { fullName, statusLabel, verifiedColor, verifiedLabel } from "./labels";
import type { UserListParams } from "./list-params";

interface UserTableProps {
  items: AdminUserRow[];
  params: UserListParams;
  onSort: (sort: UserSort, dir: "asc" | "desc") => void;
  state: { fromList: string };
}

/** The admin user list on a wide screen: the agreed ten columns, sortable headers. */
export function UserTable({ items, params, onSort, state }: UserTableProps) {
  const { t, i18n } = useTranslation("users");
  const lang = i18n.language;

  function header(label: string, sort?: UserSort) {
    if (!sort) return <Table.Th>{label}</Table.Th>;
    const active = params.sort === sort;
    const Icon = !active ? IconArrowsSort : params.dir === "asc" ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : undefined}>
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() => onSort(sort, active && params.dir === "desc" ? "asc" : "desc")}
          style={{ display: "inline-flex", alignItems: "center", gap: 4, minHeight: 24 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  }

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            {header(t("columns.mobile"), "mobile")}
            {header(t("columns.name"), "firstName")}
            {header(t("columns.createdAt"), "createdAt")}
            {header(t("columns.updatedAt"), "updatedAt")}
            {header(t("columns.state"))}
            {header(t("columns.district"))}
            {header(t("columns.city"))}
            {header(t("columns.listingAccess"))}
            {header(t("columns.verified"))}
            {header(t("columns.status"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row" data-mobile={user.mobile}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Anchor component={Link} to={`/user-details?id=${user.id}`} state={state}>
                  {displayMobile(user.mobile)}
                </Anchor>
              </Table.Td>
              <Table.Td>{fullName(user)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatNumericDate(user.createdAt, lang)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatNumericDate(user.updatedAt, lang)}</Table.Td>
              <Table.Td>{user.stateName}</Table.Td>
              <Table.Td>{user.districtName}</Table.Td>
              <Table.Td>{user.cityVillage}</Table.Td>
              <Table.Td>{t(user.hasListingAccess ? "values.yes" : "values.no")}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={verifiedColor(user.isVerified)}>
                  {verifiedLabel(t, user.isVerified)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.rowStatus === ROW_STATUS.active ? "green" : "gray"}>
                  {statusLabel(t, user.rowStatus)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
