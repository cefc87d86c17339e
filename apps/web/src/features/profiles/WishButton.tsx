import { Button } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useWishlist } from "./api";

interface WishButtonProps {
  slug: string;
  name: string;
  wished: boolean;
  /** A labelled button (details page) instead of a heart icon (cards). */
  withLabel?: boolean;
}

/** Adds a profile to the wish list or removes it; the server's message names the profile. */
export function WishButton({ slug, name, wished, withLabel }: WishButtonProps) {
  const { t } = useTranslation("profile");
  const wishlist = useWishlist();
  const toggle = () =>
    wishlist.mutate({ slug, wished: !wished }, { onSuccess: (result) => notifySuccess(result.message) });
  const label = t(wished ? "details.removeWish" : "details.addWish");
  const Icon = wished ? IconHeartFilled : IconHeart;
  if (withLabel) {
    return (
      <Button
        variant={wished ? "filled" : "outline"}
        color="red"
        leftSection={<Icon size={18} aria-hidden />}
        onClick={toggle}
        loading={wishlist.isPending}
        aria-pressed={wished}
      >
        {label}
      </Button>
    );
  }
  return (
    // A round icon button (Mantine's ActionIcon look; a Button keeps ActionIcon off the list's first load).
    <Button
      variant={wished ? "filled" : "light"}
      color="red"
      w={40}
      h={40}
      p={0}
      flex="none"
      radius="xl"
      onClick={toggle}
      loading={wishlist.isPending}
      aria-pressed={wished}
      aria-label={`${label}: ${name}`}
      title={label}
    >
      <Icon size={22} aria-hidden />
    </Button>
  );
}
