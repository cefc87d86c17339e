import { NativeSelect } from "@mantine/core";

/** Which of the family's own profiles the guna milan is computed with (the phone's own picker). */
export default function OwnProfilePicker({
  label,
  profiles,
  value,
  onChange,
}: {
  label: string;
  profiles: { id: number; fullName: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <NativeSelect
      label={label}
      data={profiles.map((p) => ({ value: String(p.id), label: p.fullName }))}
      value={String(value ?? "")}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
