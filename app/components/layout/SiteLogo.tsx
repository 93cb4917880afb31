import { Link } from "@remix-run/react";
import { useLinks } from "~/lib/use-links";

export function SiteLogo({ name, logo }: { name?: string; logo?: string }) {
  const links = useLinks();
  return (
    <Link to={links.home()} className="shop-logo" aria-label={name}>
      {logo ? <img src={logo} alt={name ?? ""} height={32} className="h-8 w-auto" /> : <span>{name}</span>}
    </Link>
  );
}
