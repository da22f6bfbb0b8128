import { reactionEmoji } from "@/lib/reaction-emoji";

/** A reaction shown as its emoji; a shortcode stays its accessible name and tooltip. */
export function ReactionLabel({ reaction, className }: { reaction: string; className?: string }) {
  const { emoji, shortcode } = reactionEmoji(reaction);
  if (!shortcode) return <span className={className}>{emoji}</span>;
  return (
    <span role="img" aria-label={shortcode} title={shortcode} className={className}>
      {emoji}
    </span>
  );
}
