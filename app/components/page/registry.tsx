/**
 * The components server HTML may embed by name (`<div data-component="Name" data-props="…">`).
 * An unknown name renders nothing and is logged; a component that throws while rendering in the
 * browser is contained so the rest of the page keeps working.
 *
 * Only the small parts every page shows live here; the content parts and the head's widgets are
 * loaded by the pages that show them or on first use (page-parts.ts, ADR 314). The server renders
 * them all from this same table, so its HTML — and the page without JavaScript — is unchanged.
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { SiteLogo } from "~/components/layout/SiteLogo";
import { CartLink } from "~/components/layout/CartLink";
import { FooterMenu } from "~/components/layout/FooterMenu";
import { AccountStorage } from "~/components/layout/AccountStorage";
import { CONTENT_PARTS, IN_VIEW_PARTS, WIDGET_PARTS, loadPart, loadedPart } from "./page-parts";
import { LazyWidget } from "./LazyWidget";
import { SERVER_PARTS } from "./server-parts";

// Props come from server JSON; each component checks what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGE_COMPONENTS: Record<string, ComponentType<any>> = { SiteLogo, CartLink, FooterMenu };

/** What a widget needs on every page even before its code is in (the account's stored copies). */
const WIDGET_COMPANIONS: Record<string, ComponentType> = { AccountLink: AccountStorage };

class Contained extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`page component ${this.props.name} failed`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A content part: loaded before hydration when the document shows it (entry.client), before a
 * client navigation otherwise (use-held-navigation.ts); only a back/forward move before any
 * navigation can meet it without its code, and it then appears once loaded.
 */
function ContentPart({ name, props }: { name: string; props: Record<string, unknown> }) {
  const [, setLoads] = useState(0);
  const Part = import.meta.env.SSR ? SERVER_PARTS[name] : loadedPart(name);
  useEffect(() => {
    if (!Part) void loadPart(name).then(() => setLoads((count) => count + 1));
  }, [name, Part]);
  return Part ? <Part {...props} /> : null;
}

function Registered({ name, props }: { name: string; props: Record<string, unknown> }) {
  if (IN_VIEW_PARTS.has(name)) return <LazyWidget name={name} props={props} inView />;
  if (name in CONTENT_PARTS) return <ContentPart name={name} props={props} />;
  if (name in WIDGET_PARTS) {
    const Companion = WIDGET_COMPANIONS[name];
    return (
      <>
        {Companion && <Companion />}
        <LazyWidget name={name} props={props} />
      </>
    );
  }
  const Found = PAGE_COMPONENTS[name];
  if (!Found) {
    console.error(`unknown page component "${name}"`);
    return null;
  }
  return <Found {...props} />;
}

export function RegisteredComponent({ name, props }: { name: string; props: Record<string, unknown> }) {
  return (
    <Contained name={name}>
      <Registered name={name} props={props} />
    </Contained>
  );
}
