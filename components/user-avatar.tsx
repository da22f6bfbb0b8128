"use client";

import { Avatar } from "radix-ui";
import { initials } from "@/lib/initials";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-6 text-[10px]", md: "size-8 text-xs", lg: "size-14 text-lg" } as const;

// Decorative (the name is always written beside it); only http(s) URLs are loaded.
export function UserAvatar({
  name,
  id,
  src,
  size = "sm",
  className,
}: {
  name: string | undefined;
  id?: string;
  src?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Avatar.Root
      data-slot="avatar"
      className={cn(
        "inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-muted align-middle",
        SIZES[size],
        className,
      )}
    >
      {src && /^https?:\/\//i.test(src) ? (
        <Avatar.Image src={src} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
      ) : null}
      <Avatar.Fallback
        data-slot="avatar-fallback"
        aria-hidden
        className="flex size-full items-center justify-center font-medium text-muted-foreground"
      >
        {initials(name, id)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
