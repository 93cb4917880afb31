/** The customer's picture, or their initial on a coloured disc when they have none. */
type AvatarProps = { src: string | null; name: string; size?: "sm" | "lg" };

export function Avatar({ src, name, size = "lg" }: AvatarProps) {
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-10 w-10 text-base";
  if (src) return <img src={src} alt="" width={80} height={80} className={`${box} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center rounded-full bg-primary font-semibold text-primary-content`}
    >
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}
